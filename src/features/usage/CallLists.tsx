import { useMemo, useState } from 'react';
import type { CallPage, CallPageMonth } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../state/hooks';
import { callRow, type CallRow } from '../../text/callRows';
import { formatDate, formatEuro } from '../../text/format';
import { nl } from '../../text/nl';
import { usageText as t } from '../../text/usage';
import { showMessage } from '../../ui/dialogs';
import { downloadText, withByteOrderMark } from '../../ui/downloadText';
import { MailIcon } from '../../ui/icons/MailIcon';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { CallList } from './CallList';
import { useDownloadCallsCsvMutation, useGetCallPagesInfiniteQuery, type CallListArgs } from './callPagesApi';
import type { DirectionFilter } from './calls';
import { useMailCallsMutation } from './usageApi';
import { useSettledValue } from './useSettledValue';

type Which = CallListArgs['month'];

// A loaded page's rows are made once: a list that grows, or comes back from the cache, formats only
// the pages it has not shown before, and its rows keep their identity (the rows are memoised).
const pageRows = new WeakMap<CallPage, CallRow[]>();
function rowsOfPage(page: CallPage): CallRow[] {
  const known = pageRows.get(page);
  if (known) return known;
  const made = page.calls.map(callRow);
  pageRows.set(page, made);
  return made;
}

/**
 * The call lists of this and last month: one month at a time, filtered on the server, loaded in pages.
 * `prepaid`: the calls came off the credit, so the month's costs are said as taken from it.
 */
export function CallLists({ poc, prepaid }: { poc: string; prepaid: boolean }) {
  const [which, setWhich] = useState<Which>('current');
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
      {/* Keyed by month: switching months starts again with the newest calls and an empty filter. */}
      <MonthPanel key={which} which={which} poc={poc} prepaid={prepaid} />
    </section>
  );
}

/** The month's call costs; while the list is filtered it says plainly that they are the whole month's. */
function monthCost(
  { cost, invoice }: Pick<CallPageMonth, 'cost' | 'invoice'>,
  { prepaid, filtered }: { prepaid: boolean; filtered: boolean },
) {
  const amount = formatEuro(cost);
  if (prepaid) return filtered ? t.monthCreditUnfiltered(amount) : t.monthCredit(amount);
  const carrier = invoice && { number: invoice.number, date: formatDate(invoice.date) };
  return filtered ? t.monthCostUnfiltered(amount, carrier) : t.monthCost(amount, carrier);
}

function MonthPanel({ which, poc, prepaid }: { which: Which; poc: string; prepaid: boolean }) {
  const dispatch = useAppDispatch();
  const [mailCalls, { isLoading: mailing }] = useMailCallsMutation();
  const [downloadCsv, { isLoading: downloading }] = useDownloadCallsCsvMutation();
  const [direction, setDirection] = useState<DirectionFilter>('all');
  const [number, setNumber] = useState('');
  const args: CallListArgs = { poc, month: which, direction, number: useSettledValue(number) };
  const { data, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetching } =
    useGetCallPagesInfiniteQuery(args);
  const rows = useMemo(() => data?.pages.flatMap(rowsOfPage) ?? [], [data]);
  const first = data?.pages[0];
  const periodStart = first?.periodStart ?? null;
  // The month's name once the server said which month it is (its clock, in Amsterdam).
  let monthName: string = which === 'current' ? t.currentMonth : t.previousMonth;
  if (periodStart) monthName = t.monthName(periodStart);
  const figures = first?.month ?? null;
  // What the shown list was asked for: the cost above it says whether it covers the list or the month.
  const filtered = args.direction !== 'all' || /\d/.test(args.number);

  const report = (error: unknown, message?: string) =>
    void dispatch(
      error ? showMessage(nl.common.error, errorMessage(error)) : showMessage(nl.common.sent, message ?? ''),
    );
  const mail = async () => {
    if (!periodStart) return;
    const [year, monthNumber] = periodStart.split('-').map(Number);
    const result = await mailCalls({ which, poc, month: monthNumber ?? 0, year: year ?? 0 });
    report(result.error, result.data?.message);
  };
  const csv = async () => {
    const result = await downloadCsv(args);
    if (result.error) report(result.error);
    else if (periodStart) downloadText(withByteOrderMark(result.data), t.csvFileName(periodStart));
  };

  let list;
  if (periodStart && figures) {
    list = (
      <>
        <p className="usage-month-cost">{monthCost(figures, { prepaid, filtered })}</p>
        <p className="usage-count" role="status">
          {t.loaded(rows.length, figures.matchingCalls, figures.totalCalls)}
        </p>
        <CallList
          rows={rows}
          label={t.listLabel(monthName)}
          prepaid={prepaid}
          more={
            hasNextPage
              ? {
                  loading: isFetchingNextPage,
                  remaining: Math.max(0, figures.matchingCalls - rows.length),
                  load: () => void fetchNextPage(),
                }
              : null
          }
        />
      </>
    );
  } else if (isError) list = <ReadFailedNotice onRetry={() => void refetch()} />;
  else list = <div className="usage-calls-skeleton" aria-busy="true" />;

  return (
    <div className="card usage-month-panel" aria-busy={isFetching && !isFetchingNextPage}>
      <div className="usage-month-head">
        <h3>{monthName}</h3>
        <button
          type="button"
          className="icon-button"
          aria-label={t.mailCalls(monthName)}
          title={t.mailCalls(monthName)}
          disabled={mailing || !periodStart}
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
            onChange={(event) => setDirection(event.target.value as DirectionFilter)}
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
            onChange={(event) => setNumber(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button-secondary usage-csv"
          aria-label={t.csvLabel(monthName)}
          disabled={downloading || !figures || figures.matchingCalls === 0}
          onClick={() => void csv()}
        >
          {t.csv}
        </button>
      </div>
      {list}
    </div>
  );
}
