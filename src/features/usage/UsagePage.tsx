import { useDeferredValue } from 'react';
import type { Usage } from '../../api/contract';
import { selectUser } from '../../session/public';
import { useAppSelector, type FirstRead } from '../../state/hooks';
import { formatDateTime, formatDuration } from '../../text/format';
import { usageText as t } from '../../text/usage';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { CallLists } from './CallLists';
import { CategoryFigures } from './CategoryFigures';
import { CHART_HEIGHT } from './chartBox';
import { LazyUsageCharts } from './LazyUsageCharts';
import { useGetUsageQuery, usageApi } from './usageApi';
import { useGetUsageLimitQuery } from './usageLimitApi';
import { UsageLimitSection } from './UsageLimitSection';
import './usage.css';

/** A page load asks for the month's figures before the page's first render (app/firstReads.ts). */
export const firstRead: FirstRead = (dispatch) =>
  dispatch(usageApi.endpoints.getUsage.initiate(undefined, { subscribe: false }));

/**
 * '/usage': this month's talk time per category (chart, legend, table), the cost controls
 * ('Verbruikslimiet') and the call lists. The call lists (the large answer: a month may hold
 * thousands of calls) are asked for once the figures and the limit are in, so on a slow line the
 * figures do not share it. Each part appears below the ones before it, whose heights depend on
 * their data, so content appearing never moves what is already shown.
 */
export default function UsagePage() {
  const poc = useAppSelector(selectUser)?.poc;
  const usage = useGetUsageQuery();
  // Calls arrive all the time: a new visit asks again rather than show a month that has moved on.
  const limit = useGetUsageLimitQuery(undefined, { refetchOnMountOrArgChange: true });
  const summaryDone = usage.currentData !== undefined || usage.isError;
  const limitDone = limit.currentData !== undefined || limit.isError;
  // The rest renders in a background pass that yields to the browser: the figures paint first, and no long task.
  const showRest = useDeferredValue(summaryDone);
  return (
    <div className="usage">
      <UsageSummary {...usage} />
      {showRest ? <UsageLimitSection query={limit} /> : null}
      {poc && showRest && limitDone ? <CallLists poc={poc} prepaid={limit.currentData?.kind === 'prepaid'} /> : null}
    </div>
  );
}

function UsageSummary({ currentData, isError, refetch }: ReturnType<typeof useGetUsageQuery>) {
  if (currentData) return <UsageFigures usage={currentData} />;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  // Same height as the figures and the chart box, so nothing jumps when they arrive.
  return (
    <div aria-busy="true">
      <div className="card usage-totals usage-skeleton" />
      <div className="card usage-skeleton" style={{ minHeight: CHART_HEIGHT + 34 }} />
    </div>
  );
}

function UsageFigures({ usage }: { usage: Usage }) {
  const used = usage.categories.filter((category) => category.totalMinutes > 0);
  return (
    <>
      <div className="card usage-totals">
        <p className="usage-updated">{t.lastUpdated(formatDateTime(usage.lastUpdated))}</p>
        <p className="usage-total">
          <span>{t.totalMinutes}</span> <strong>{formatDuration(usage.totalSecondsCalled)}</strong>
        </p>
      </div>
      <section className="card usage-categories" aria-labelledby="usage-categories">
        <h2 id="usage-categories">{t.categoriesHeading}</h2>
        {used.length === 0 ? (
          <p>{t.noCalls}</p>
        ) : (
          <div className="usage-category-body">
            <LazyUsageCharts categories={used} />
            <div>
              <CategoryFigures categories={used} />
            </div>
          </div>
        )}
      </section>
    </>
  );
}
