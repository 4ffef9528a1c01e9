import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { VictoryBar, VictoryContainer, VictoryLabel, VictoryPie } from 'victory';
import type { UsageCategory } from '../../api/contract';
import { formatClock } from '../../text/format';
import { usageText as t } from '../../text/usage';
import { useColourScheme } from '../../ui/theme';
import { CHART_HEIGHT } from './chartBox';
import { chartPalettes, colourOf } from './palette';

/** The bars' drawing width until their box is measured. */
const BARS_WIDTH = 400;
/** Chart text is never drawn smaller than this (px). */
const LABEL_SIZE = 13;

/**
 * The width of an element's box, followed as it changes. The bars are drawn at that width, not scaled
 * from a fixed one: scaled into a narrow column their labels shrank to about 8 px.
 */
function useBoxWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(BARS_WIDTH);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (box.clientWidth > 0) setWidth(box.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * The donut of the categories and, on wide screens (CSS), a bar chart of their minutes beside it.
 * Both are pictures of the figures in the table below them: the donut carries a label naming every
 * share, and the bars are hidden from screen readers (they would only repeat it).
 */
export function UsageCharts({ categories }: { categories: UsageCategory[] }) {
  const scheme = useColourScheme();
  const { background, text } = chartPalettes[scheme];
  const textStyle = { fontFamily: 'inherit', fontSize: LABEL_SIZE, fill: text };
  const [barsBox, barsWidth] = useBoxWidth();
  const data = categories.map((category, index) => ({
    x: category.name,
    y: category.totalMinutes,
    // The clock, as in the table: a label in words ran past the bars' box.
    duration: formatClock(category.totalSeconds),
    fill: colourOf(scheme, index),
  }));
  const summary = categories.map((c) => `${c.name} ${t.percentage(c.percentage)}`).join(', ');
  return (
    <div className="usage-charts" style={{ height: CHART_HEIGHT }}>
      <div className="usage-donut">
        <VictoryPie
          // Victory's svg is an image; its <title> names every share.
          containerComponent={<VictoryContainer title={t.chartLabel(summary)} />}
          data={data}
          width={CHART_HEIGHT}
          height={CHART_HEIGHT}
          padding={8}
          innerRadius={CHART_HEIGHT / 4}
          labels={() => null}
          style={{ data: { fill: ({ datum }) => String(datum.fill), stroke: background, strokeWidth: 2 } }}
        />
      </div>
      <div className="usage-bars" aria-hidden="true" ref={barsBox}>
        <VictoryBar
          horizontal
          // Drawn at its box's width, so its labels keep their size.
          containerComponent={<VictoryContainer responsive={false} />}
          data={[...data].reverse()}
          width={barsWidth}
          height={CHART_HEIGHT}
          padding={{ top: 30, bottom: 8, left: 8, right: 56 }}
          domainPadding={{ x: 12 }}
          barWidth={16}
          labels={({ datum }) => t.barLabel(String(datum.x), String(datum.duration))}
          // Above the bar, from its start: names stay readable whatever the bar's length.
          labelComponent={<VictoryLabel x={8} dy={-16} textAnchor="start" style={textStyle} />}
          style={{ data: { fill: ({ datum }) => String(datum.fill) } }}
        />
      </div>
    </div>
  );
}
