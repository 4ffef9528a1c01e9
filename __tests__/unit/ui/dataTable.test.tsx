import { render, screen, within } from '@testing-library/react';
import { DataTable, Table } from '../../../src/ui/DataTable';

const COLUMNS = [{ heading: 'Datum' }, { heading: 'Factuurnummer' }, { heading: 'Incl. btw', className: 'amount' }];

describe('shared tables', () => {
  it('DataTable names its table and its scrolling box after the label, with a header per column', () => {
    render(
      <DataTable label="Facturen" columns={COLUMNS} cardClassName="card">
        <tr>
          <td>01-12-2026</td>
          <th scope="row">F-1001</th>
          <td className="amount">€ 12,10</td>
        </tr>
      </DataTable>,
    );
    const box = screen.getByRole('region', { name: 'Facturen' });
    // A keyboard user reaches the box to scroll a table wider than the window.
    expect(box).toHaveAttribute('tabindex', '0');
    const table = within(box).getByRole('table', { name: 'Facturen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Datum', 'Factuurnummer', 'Incl. btw']);
    expect(within(table).getByRole('columnheader', { name: 'Incl. btw' })).toHaveClass('amount');
    expect(within(table).getByRole('rowheader', { name: 'F-1001' })).toBeInTheDocument();
  });

  it('Table stands alone, without a scrolling box', () => {
    render(
      <Table caption="Gesprekken per categorie" columns={COLUMNS} className="usage-table">
        <tr>
          <th scope="row">Mobiel</th>
          <td>3</td>
          <td>1 min, 5 sec</td>
        </tr>
      </Table>,
    );
    expect(screen.getByRole('table', { name: 'Gesprekken per categorie' })).toHaveClass('usage-table');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
