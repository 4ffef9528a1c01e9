import type { UsageCategory } from '../../api/contract';
import { usageText as t } from '../../text/usage';
import { colourOf } from './palette';

/** The legend (name and share per colour) and the same figures as a table: the charts' text alternative. */
export function CategoryFigures({ categories }: { categories: UsageCategory[] }) {
  return (
    <>
      <ul className="usage-legend" aria-label={t.legendLabel}>
        {categories.map((category, index) => (
          <li key={category.name}>
            <span className="usage-swatch" style={{ background: colourOf(index) }} aria-hidden="true" />
            {category.name} <strong>{t.percentage(category.percentage)}</strong>
          </li>
        ))}
      </ul>
      <table className="usage-table">
        <caption className="visually-hidden">{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.category}</th>
            <th scope="col">{t.columns.calls}</th>
            <th scope="col">{t.columns.minutes}</th>
            <th scope="col">{t.columns.share}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.name}>
              <th scope="row">{category.name}</th>
              <td>{category.totalCalls}</td>
              <td>{category.totalMinutes}</td>
              <td>{t.percentage(category.percentage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
