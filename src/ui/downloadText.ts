/** Saving a text the page fetched (a CSV) as a file: the call lists and the activity log use it. */

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

/** A CSV as Dutch Excel needs it: with its byte-order mark, which reading the answer as text drops. */
export const withByteOrderMark = (csv: string): string => (csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`);
