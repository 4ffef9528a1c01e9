import { Field, Form } from 'react-final-form';
import { useSearchParams } from 'react-router';
import type { DeskQueueQuery } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import * as limits from '../../validation/limits';
import { useGetQueueQuery } from '../api/ticketsApi';
import { LoadState } from '../ui/LoadState';
import { STATUS_IDS, statusText } from '../ui/statusText';
import { usePageTitle } from '../ui/usePageTitle';
import { QueueTable } from './QueueTable';

type StatusFilter = NonNullable<DeskQueueQuery['status']>;
const isStatus = (value: string | null): value is StatusFilter =>
  value !== null && ['1', '2', '3', '4'].includes(value);

/**
 * The queue: every customer's tickets, newest activity first, refreshed every 30 seconds (new tickets
 * appear without a reload). The filters live in the address, so a reload or a link keeps them.
 */
export function QueuePage() {
  usePageTitle(t.queue.title);
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const query: DeskQueueQuery = {
    ...(isStatus(status) ? { status } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
  };
  const { currentData, error, refetch } = useGetQueueQuery(query, { pollingInterval: limits.ticketRefreshMs });
  // At once (flushSync, RouterProvider of react-router/dom) rather than in a transition: a filter is a
  // small change, and a transition started by a form's submit makes React read the form's data.
  const setFilter = (name: 'status' | 'q', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { flushSync: true },
    );
  return (
    <>
      <h1>{t.queue.title}</h1>
      <Form<{ q: string }> onSubmit={({ q }) => setFilter('q', q.trim())} initialValues={{ q: query.q ?? '' }}>
        {({ handleSubmit }) => (
          <form className="desk-filters" role="search" aria-label={t.queue.filters} onSubmit={handleSubmit}>
            <div className="field">
              <label htmlFor="desk-status-filter">{t.queue.status}</label>
              <select
                id="desk-status-filter"
                value={query.status ?? ''}
                onChange={(event) => setFilter('status', event.target.value)}
              >
                <option value="">{t.queue.allStatuses}</option>
                {STATUS_IDS.map((id) => (
                  <option key={id} value={String(id)}>
                    {statusText(id)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="desk-search">{t.queue.search}</label>
              <Field<string> name="q">
                {({ input }) => <input {...input} id="desk-search" type="search" maxLength={100} />}
              </Field>
            </div>
            <button type="submit" className="button button-primary">
              {t.queue.searchButton}
            </button>
          </form>
        )}
      </Form>
      <p className="desk-hint">{t.queue.refreshHint}</p>
      {currentData ? (
        <QueueTable tickets={currentData.tickets} caption={t.queue.caption(currentData.tickets.length)} />
      ) : (
        <LoadState error={error} retry={() => void refetch()} />
      )}
    </>
  );
}
