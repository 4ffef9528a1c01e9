import type { UsageCategory } from '../../api/contract';
import { formatClock, formatDuration } from '../../text/format';
import { usageText as t } from '../../text/usage';
import { Table } from '../../ui/DataTable';
import { useColourScheme } from '../../ui/theme';
import { colourOf } from './palette';

const CATEGORY_COLUMNS = [
  { heading: t.columns.category },
  { heading: t.columns.calls },
  { heading: `${t.columns.duration} ${t.columns.durationUnit}` },
];

/**
 * The charts' text alternative: the legend names each colour's category with its share, and the
 * table gives each category's outgoing calls and talk time. The time shows as a clock ('89:54:44',
 * the unit in the header), which keeps to one line at a phone's width; screen readers hear it in
 * hours, min, sec (requirements §9).
 */
export function CategoryFigures({ categories }: { categories: UsageCategory[] }) {
  const scheme = useColourScheme();
  return (
    <>
      <ul className="usage-legend" aria-label={t.legendLabel}>
        {categories.map((category, index) => (
          <li key={category.name}>
            <span className="usage-swatch" style={{ background: colourOf(scheme, index) }} aria-hidden="true" />
            {category.name} <strong>{t.percentage(category.percentage)}</strong>
          </li>
        ))}
      </ul>
      <Table caption={t.tableCaption} columns={CATEGORY_COLUMNS} className="usage-table">
        {categories.map((category) => (
          <tr key={category.name}>
            <th scope="row">{category.name}</th>
            <td>{category.totalCalls}</td>
            <td>
              <span aria-hidden="true">{formatClock(category.totalSeconds)}</span>
              <span className="visually-hidden">{formatDuration(category.totalSeconds)}</span>
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
