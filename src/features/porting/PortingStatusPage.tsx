import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { can } from '../../api/permissions';
import type { PortingRequestView } from '../../api/portingContract';
import { isRunningPorting } from '../../api/portingStatuses';
import { href } from '../../routing/href';
import { selectRole } from '../../session/public';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { formatDate, formatDateTime, formatEuro } from '../../text/format';
import { nl } from '../../text/nl';
import { portingText as t } from '../../text/porting';
import { askConfirmation } from '../../ui/confirmation';
import { showMessage } from '../../ui/dialogs';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { usePageVisible } from '../../ui/usePageVisible';
import { portingApi, useCancelPortingMutation, useGetPortingQuery } from './portingApi';
import { PortingDateForm } from './PortingDateForm';
import { PortingTimeline } from './PortingTimeline';
import { numbersOf } from './portingView';
import './porting.css';

/**
 * '/numbers/porting/{id}': where a request stands, as a timeline in Dutch, with what the customer can
 * do now: choose or move the date once approved, cancel until it is performed, send a refused request
 * again. While the request runs and the page is shown it is read again every few seconds (the answer
 * says how often), and at once when the page is shown again; a change marks the numbers stale.
 */
export default function PortingStatusPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const visible = usePageVisible();
  // What the last answer says decides the pace of the next reads: none once the request is closed.
  const known = portingApi.endpoints.getPorting.useQueryState(id, { skip: !valid }).currentData;
  const running = known ? isRunningPorting(known.status) : false;
  const refreshMs = (known?.refreshSeconds ?? 0) * 1000;
  const { currentData, isError, error, refetch } = useGetPortingQuery(id, {
    skip: !valid,
    pollingInterval: running && visible ? refreshMs : 0,
    refetchOnMountOrArgChange: true,
  });
  // Shown again: read at once (the other side may have moved meanwhile) instead of waiting a turn.
  const wasVisible = useRef(visible);
  useEffect(() => {
    const shownAgain = visible && !wasVisible.current;
    wasVisible.current = visible;
    if (shownAgain && running) void refetch();
    // Only a change of visibility should trigger this, not every new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  if (currentData && currentData.id === id) return <PortingStatus request={currentData} />;
  const missing = !valid || (isError && error && 'status' in error && error.status === 404);
  if (missing) return <p className="card">{t.notFound}</p>;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card porting-skeleton" aria-busy="true" />;
}

function PortingStatus({ request }: { request: PortingRequestView }) {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const mayChange = can(role, 'porting.change');
  const sent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  const [cancel, cancelling] = useCancelPortingMutation();
  const [said, setSaid] = useState<string | null>(null);
  const running = isRunningPorting(request.status);
  const closedWithoutNumbers = request.status === 'rejected' || request.status === 'expired';

  const onCancel = async () => {
    const answer = await dispatch(askConfirmation(t.cancelTitle, t.cancelQuestion(numbersOf(request)), t.cancelConfirm))
      .unwrap()
      .catch(() => null);
    if (answer?.optionId !== 'confirm') return;
    const result = await cancel(request.id);
    if (result.error) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    else setSaid(result.data.message);
  };

  return (
    <div className="porting-status">
      {sent && request.steps.length === 1 ? (
        <p className="notice porting-said" role="status">
          {t.sentNotice}
        </p>
      ) : null}
      {said ? (
        <p className="notice porting-said" role="status">
          {said}
        </p>
      ) : null}
      <section className="card" aria-labelledby="porting-numbers">
        <h2 id="porting-numbers" className="porting-numbers">
          {numbersOf(request)}
        </h2>
        <PortingTimeline request={request} />
        {request.status === 'performed' ? (
          <p className="porting-next">
            {t.steps.performedNext} <Link to={href('/numbers')}>{t.steps.toNumbers}</Link>
          </p>
        ) : null}
        {mayChange && request.dateWindow ? (
          <PortingDateForm request={request} window={request.dateWindow} onSaid={setSaid} />
        ) : null}
        {mayChange && closedWithoutNumbers && request.resentAs === null ? (
          <p className="porting-actions">
            <Link className="button button-primary" to={`${href('/numbers/porting')}?again=${request.id}`}>
              {t.again}
            </Link>
          </p>
        ) : null}
        {request.resentAs !== null ? (
          <p className="porting-next">
            <Link to={href('/numbers/porting/:id', { id: request.resentAs })}>{t.newRequest}</Link>
          </p>
        ) : null}
        {mayChange && running ? (
          <p className="porting-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={cancelling.isLoading}
              onClick={() => void onCancel()}
            >
              {t.cancel}
            </button>
          </p>
        ) : null}
      </section>
      <PortingFacts request={request} />
    </div>
  );
}

/** What was asked, as the current provider received it; the fee and its invoice. */
function PortingFacts({ request }: { request: PortingRequestView }) {
  const f = t.facts;
  const address = [
    `${request.street} ${request.houseNumber}${request.houseNumberAdd ? ` ${request.houseNumberAdd}` : ''}`,
    `${request.postcode} ${request.city}`,
  ];
  const fee =
    request.fee === 0
      ? f.feeNone
      : request.feeInvoice
        ? f.feeOnInvoice(formatEuro(request.fee), request.feeInvoice.number, formatDate(request.feeInvoice.date))
        : request.status === 'performed' || running(request)
          ? f.feeNext(formatEuro(request.fee))
          : f.feeNotCharged;
  return (
    <section className="card" aria-labelledby="porting-facts">
      <h2 id="porting-facts" className="porting-facts-heading">
        {f.heading}
      </h2>
      <dl className="porting-facts">
        <div>
          <dt>{f.donor}</dt>
          <dd>{request.donorName}</dd>
        </div>
        <div>
          <dt>{f.customerNumber}</dt>
          <dd>{request.donorCustomerNumber}</dd>
        </div>
        <div>
          <dt>{f.company}</dt>
          <dd>{request.company}</dd>
        </div>
        <div>
          <dt>{f.address}</dt>
          <dd>
            {address.map((line) => (
              <span key={line} className="porting-line">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{f.wantedDate}</dt>
          <dd>{formatDate(request.wantedDate)}</dd>
        </div>
        <div>
          <dt>{f.signed}</dt>
          <dd>
            {f.signedBy(request.signedName)}
            <span className="porting-nowrap">{formatDateTime(request.signedAt)}</span>
          </dd>
        </div>
        <div>
          <dt>{f.fee}</dt>
          <dd>{fee}</dd>
        </div>
      </dl>
    </section>
  );
}

const running = (request: PortingRequestView): boolean => isRunningPorting(request.status);
