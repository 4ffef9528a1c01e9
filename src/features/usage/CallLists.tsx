import { useDeferredValue, useMemo, useState } from 'react';
import type { MonthCalls } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../state/hooks';
import { callRow, callsCsv } from '../../text/callRows';
import { formatDate, formatEuro } from '../../text/format';
import { nl } from '../../text/nl';
import { usageText as t } from '../../text/usage';
import { showMessage } from '../../ui/dialogs';
import { MailIcon } from '../../ui/icons/MailIcon';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { CallList } from './CallList';
import { filterCalls, invoiceDateOf, monthCost, type DirectionFilter } from './calls';
import { downloadText } from './csv';
import { useGetCallsQuery, useMailCallsMutation } from './usageApi';

type Which = 'current' | 'previous';

/**
 * The call lists of this and last month: one month at a time, filtered, paged, as CSV or by mail.
 * `prepaid`: the calls came off the credit, so the month's costs are said as taken from it.
 */
export function CallLists({ poc, prepaid }: { poc: string; prepaid: boolean }) {
  const { currentData, isError, refetch } = useGetCallsQuery(poc);
  // The answer arrives through the store, which React renders at once in one task: the rows render
  // in a background pass that yields instead. An answer that is gone is gone at once.
  const deferred = useDeferredValue(currentData);
  const data = currentData && deferred;
  const [which, setWhich] = useState<Which>('current');
  let body;
  if (data) {
    const month = which === 'current' ? data.data.currentMonth : data.data.previousMonth;
    // Keyed by month: switching months starts again at page 1 with an empty filter.
    body = <MonthPanel key={which} which={which} poc={poc} month={month} prepaid={prepaid} />;
  } else if (isError) body = <ReadFailedNotice onRetry={() => void refetch()} />;
  else body = <div className="card usage-calls-skeleton" aria-busy="true" />;
  return (
    <section className="usage-calls" aria-labelledby="usage-calls">
      <h2 id="usage-calls">{t.callsHeading}</h2>
      <div className="usage-months" role="group" aria-label={t.months}>
        {(['current', 'previous'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="button usage-month"
            aria-pressed={which === option}
            onClick={() => setWhich(option)}
          >
            {option === 'current' ? t.currentMonth : t.previousMonth}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}

function MonthPanel({
  which,
  poc,
  month,
  prepaid,
}: {
  which: Which;
  poc: string;
  month: MonthCalls;
  prepaid: boolean;
}) {
  const dispatch = useAppDispatch();
  const [mailCalls, { isLoading: mailing }] = useMailCallsMutation();
  const [direction, setDirection] = useState<DirectionFilter>('all');
  const [number, setNumber] = useState('');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => month.calls.map(callRow), [month]);
  const shown = useMemo(() => filterCalls(rows, { direction, number }), [rows, direction, number]);
  const monthName = t.monthName(month.periodStart);

  const mail = async () => {
    const [year, monthNumber] = month.periodStart.split('-').map(Number);
    const result = await mailCalls({ which, poc, month: monthNumber ?? 0, year: year ?? 0 });
    if (result.error) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    else void dispatch(showMessage(nl.common.sent, result.data.message));
  };

  return (
    <div className="card usage-month-panel">
      <div className="usage-month-head">
        <h3>{monthName}</h3>
        <button
          type="button"
          className="icon-button"
          aria-label={t.mailCalls(monthName)}
          title={t.mailCalls(monthName)}
          disabled={mailing}
          onClick={() => void mail()}
        >
          <MailIcon />
        </button>
      </div>
      <div className="usage-filters">
        <div className="field">
          <label htmlFor={`direction-${which}`}>{t.direction}</label>
          <select
            id={`direction-${which}`}
            value={direction}
            onChange={(event) => {
              setDirection(event.target.value as DirectionFilter);
              setPage(1);
            }}
          >
            <option value="all">{t.directions.all}</option>
            <option value="O">{t.directions.O}</option>
            <option value="I">{t.directions.I}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`number-${which}`}>{t.numberFilter}</label>
          <input
            id={`number-${which}`}
            type="search"
            inputMode="tel"
            autoComplete="off"
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <button
          type="button"
          className="button button-secondary usage-csv"
          aria-label={t.csvLabel(monthName)}
          disabled={shown.length === 0}
          onClick={() => downloadText(callsCsv(shown), t.csvFileName(month.periodStart))}
        >
          {t.csv}
        </button>
      </div>
      <p className="usage-month-cost">
        {prepaid
          ? t.monthCredit(formatEuro(monthCost(rows)))
          : t.monthCost(formatEuro(monthCost(rows)), formatDate(invoiceDateOf(month.periodStart)))}
      </p>
      <p className="usage-count" role="status">
        {t.shown(shown.length, rows.length)}
      </p>
      <CallList rows={shown} page={page} onPage={setPage} label={t.listLabel(monthName)} />
    </div>
  );
}
