import { csvCell } from '../../text/csvCell';
import { usageText as t } from '../../text/usage';
import type { CallRow } from './calls';

const decimal = (n: number): string => n.toFixed(2).replace('.', ',');

/**
 * The shown calls as CSV the way Dutch Excel opens it: ';' between cells, a decimal comma, a header
 * row, CRLF line ends and a byte-order mark so '€' and accents survive.
 */
export function callsCsv(rows: readonly CallRow[]): string {
  const lines = [
    t.csvHeader,
    ...rows.map((row) => [
      row.directionText,
      row.number,
      row.date,
      row.time,
      row.duration,
      String(row.seconds),
      row.cost === null ? '' : decimal(row.cost),
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** Lets the browser save `text` as a file; nothing is sent anywhere. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
