import { Component, lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { UsageCategory } from '../../api/contract';
import { nextTask } from '../../ui/nextTask';
import { CHART_HEIGHT } from './chartBox';

// Victory is most of this page's script: it loads in a chunk of its own, after the figures are on
// screen, and runs in steps (chartSteps.ts) so that no single task holds the main thread long.
const UsageCharts = lazy(async () => {
  await import(/* webpackChunkName: "usage-charts" */ './chartSteps');
  await nextTask();
  await import(/* webpackChunkName: "usage-charts" */ './chartPie');
  await nextTask();
  const { UsageCharts: charts } = await import(/* webpackChunkName: "usage-charts" */ './UsageCharts');
  return { default: charts };
});

/** Runs `start` once the browser has painted and is idle (a timeout where there is no idle callback). */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 0);
  return () => window.clearTimeout(id);
}

/** A chart chunk lost on a weak network leaves the box empty: the legend and table carry the same figures. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ChartBox /> : this.props.children;
  }
}

function ChartBox() {
  return <div className="usage-charts" style={{ height: CHART_HEIGHT }} />;
}

/**
 * The chart box at its final height at once, and the charts in it once the figures have painted, so
 * the text is the largest paint and Victory's start-up runs outside the page's first render.
 */
export function LazyUsageCharts({ categories }: { categories: UsageCategory[] }) {
  const [started, setStarted] = useState(false);
  // A transition: React renders the charts in slices between which the browser stays responsive.
  useEffect(() => whenIdle(() => startTransition(() => setStarted(true))), []);
  if (!started) return <ChartBox />;
  return (
    <ChartBoundary>
      <Suspense fallback={<ChartBox />}>
        <UsageCharts categories={categories} />
      </Suspense>
    </ChartBoundary>
  );
}
