/**
 * One cell of a CSV with ';' between cells, for the app's download and the server's mail alike. A cell
 * starting with = + - @ (or a tab or carriage return) gets a leading `'`, so no spreadsheet runs it as
 * a formula (OWASP CSV injection); a cell holding the separator, a quote or a line break is quoted
 * (RFC 4180 with ';').
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
