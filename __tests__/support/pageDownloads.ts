/**
 * The files a page downloads in itself (src/features/invoices/openLink.ts): the address of every
 * `<a download>` it clicks, caught before jsdom would try to navigate, and every window it opens (none
 * should: a window for a download stays blank).
 */
export function catchPageDownloads(): { links: string[]; windows: () => number } {
  const links: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) links.push(this.href);
  });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  return { links, windows: () => open.mock.calls.length };
}
