import { VictoryBar, VictoryContainer, VictoryLabel, VictoryPie } from 'victory';
import type { UsageCategory } from '../../api/contract';
import { formatDuration } from '../../text/format';
import { usageText as t } from '../../text/usage';
import { useColourScheme } from '../../ui/theme';
import { CHART_HEIGHT } from './chartBox';
import { chartPalettes, colourOf } from './palette';

const BARS_WIDTH = 400;

/**
 * The donut of the categories and, on wide screens (CSS), a bar chart of their minutes beside it.
 * Both are pictures of the figures in the table below them: the donut carries a label naming every
 * share, and the bars are hidden from screen readers (they would only repeat it).
 */
export function UsageCharts({ categories }: { categories: UsageCategory[] }) {
  const scheme = useColourScheme();
  const { background, text } = chartPalettes[scheme];
  const textStyle = { fontFamily: 'inherit', fontSize: 13, fill: text };
  const data = categories.map((category, index) => ({
    x: category.name,
    y: category.totalMinutes,
    duration: formatDuration(category.totalSeconds),
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
      <div className="usage-bars" aria-hidden="true">
        <VictoryBar
          horizontal
          data={[...data].reverse()}
          width={BARS_WIDTH}
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
