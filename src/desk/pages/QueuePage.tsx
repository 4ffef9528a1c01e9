import { Field, Form } from 'react-final-form';
import { useSearchParams } from 'react-router';
import type { DeskQueueQuery } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { deskWorkflowText as w } from '../../text/deskWorkflow';
import * as limits from '../../validation/limits';
import { useGetQueueQuery } from '../api/ticketsApi';
import { LoadState } from '../ui/LoadState';
import { STATUS_IDS, statusText } from '../ui/statusText';
import { usePageTitle } from '../ui/usePageTitle';
import { QueuePages, QueueViews } from './QueueControls';
import { QueueTable } from './QueueTable';

type StatusFilter = NonNullable<DeskQueueQuery['status']>;
const isStatus = (value: string | null): value is StatusFilter =>
  value !== null && ['1', '2', '3', '4'].includes(value);
type View = NonNullable<DeskQueueQuery['view']>;
const VIEWS: readonly View[] = ['mine', 'unassigned', 'all'];
const isView = (value: string | null): value is View => VIEWS.some((view) => view === value);

/**
 * The queue: every customer's tickets, newest activity first, refreshed every 30 seconds (new tickets
 * appear without a reload). The filters live in the address, so a reload or a link keeps them.
 */
export function QueuePage() {
  usePageTitle(t.queue.title);
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const view = params.get('view');
  const page = Number(params.get('page') ?? '1');
  const query: DeskQueueQuery = {
    ...(isStatus(status) ? { status } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(isView(view) ? { view } : {}),
    ...(params.get('sort') === 'due' ? { sort: 'due' as const } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page: String(page) } : {}),
  };
  const { currentData, error, refetch } = useGetQueueQuery(query, { pollingInterval: limits.ticketRefreshMs });
  // At once (flushSync, RouterProvider of react-router/dom) rather than in a transition: a filter is a
  // small change, and a transition started by a form's submit makes React read the form's data.
  // Any filter but the page itself starts again at the first page.
  const setFilter = (name: 'status' | 'q' | 'view' | 'sort' | 'page', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (name !== 'page') next.delete('page');
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { flushSync: true },
    );
  return (
    <>
      <h1>{t.queue.title}</h1>
      <QueueViews current={query.view ?? 'all'} choose={(next) => setFilter('view', next === 'all' ? '' : next)} />
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
              <label htmlFor="desk-sort">{w.sort.label}</label>
              <select
                id="desk-sort"
                value={query.sort ?? 'activity'}
                onChange={(event) => setFilter('sort', event.target.value === 'due' ? 'due' : '')}
              >
                <option value="activity">{w.sort.activity}</option>
                <option value="due">{w.sort.due}</option>
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
      <p className="desk-hint">
        {t.queue.refreshHint} {w.workingHoursHint}
      </p>
      {currentData ? (
        <>
          <QueueTable
            tickets={currentData.tickets}
            caption={query.sort === 'due' ? w.sort.caption(currentData.total) : t.queue.caption(currentData.total)}
          />
          <QueuePages
            page={currentData.page}
            pages={Math.max(1, Math.ceil(currentData.total / currentData.pageSize))}
            total={currentData.total}
            go={(next) => setFilter('page', next > 1 ? String(next) : '')}
          />
        </>
      ) : (
        <LoadState error={error} retry={() => void refetch()} />
      )}
    </>
  );
}
