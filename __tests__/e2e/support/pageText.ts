import type { Page } from 'playwright-core';

/**
 * Every euro amount on the page that does not say its basis ('excl. btw' or 'incl. btw') where it
 * stands, in words a sighted reader sees: in its table cell or its column's header, its figure's label,
 * its form field (label and hint), or else its paragraph, list item or block. Each as the text it
 * stands in. (No named
 * functions inside: the page runs the function's source as it is.)
 */
export function amountsWithoutBasis(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const basis = /\b(?:excl|incl)\.\sbtw\b/i;
    const amount = /€\s?-?\d/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !amount.test(node.textContent ?? '')) continue;
      // Shown to no one (a closed part, a screen reader's copy of a chart) is not read here.
      if (!element.checkVisibility() || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      // Where the basis may stand, as a sighted reader sees it: words for screen readers only do not count.
      let places: Array<Element | null | undefined> = [];
      const cell = element.closest('td, th');
      const figure = element.closest('dd');
      const field = element.closest('.field');
      if (cell instanceof HTMLTableCellElement) {
        const table = cell.closest('table');
        places = [
          table?.querySelectorAll('thead th')[cell.cellIndex],
          cell.closest('tr')?.querySelector('th[scope="row"]'),
          cell,
        ];
      } else if (figure) {
        let label = figure.previousElementSibling;
        while (label && label.tagName !== 'DT') label = label.previousElementSibling;
        places = [label, figure];
      } else if (field) {
        places = [field];
      } else {
        let block: HTMLElement | null = element;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        places = [block];
      }
      const shown = places.map((place) => {
        const copy = place?.cloneNode(true);
        if (!(copy instanceof Element)) return '';
        for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
        return copy.textContent ?? '';
      });
      const place = shown.join(' | ');
      if (!basis.test(place)) found.push(place.replace(/\s+/g, ' ').trim().slice(0, 120));
    }
    return found;
  });
}

/**
 * Dates ('1 december 2026', '01-12-2026 14:05', 'december 2026'), amounts ('€ 1,00', '≈ € 970'), their
 * basis ('excl. btw') and durations ('1 uur, 2 min, 5 sec') on the page that hold a space a line may
 * break at: each should hold no-break spaces only. And invoice numbers ('F2026-000042') and dates
 * ('05-12-2026') shown over two lines, broken at their hyphen.
 */
export function brokenValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const months = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
    const values = new RegExp(
      `(?:\\d{1,2}\\s)?(?:${months})\\s\\d{4}|\\d\\d-\\d\\d-\\d{4}\\s\\d\\d:\\d\\d|(?:≈\\s)?€\\s-?[\\d.]+(?:,\\d\\d)?` +
        `|\\d+\\suur,\\s\\d+\\smin,\\s\\d+\\ssec|\\d+\\smin,\\s\\d+\\ssec|(?:[Ee]xcl|[Ii]ncl)\\.\\sbtw`,
      'g',
    );
    // Values with a hyphen a line may break after: invoice numbers, dates ('05-12- / 2026') and the
    // dates' format ('dd-mm- / jjjj').
    const hyphenated = /\b[A-Z]\d{4,8}-\d{6}\b|\b\d\d-\d\d-\d{4}\b|\bdd[-\u2011]mm[-\u2011]jjjj\b/g;
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const [value] of text.matchAll(values)) if (/ /.test(value)) broken.push(value);
      const element = node.parentElement;
      if (!element?.checkVisibility() || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      for (const match of text.matchAll(hyphenated)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(`${match[0]} (over ${lines.size} lines)`);
      }
    }
    return broken;
  });
}
