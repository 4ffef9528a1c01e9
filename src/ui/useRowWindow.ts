import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

/** Lists of up to this many rows render whole: only longer ones are windowed. */
export const WINDOW_FROM = 100;
/** How far beyond the screen's edges rows are rendered, in pixels: a fast scroll finds them there. */
const OVERSCAN_PX = 900;
/** The window moves once the screen has scrolled this far from where it was computed. */
const SLACK_PX = OVERSCAN_PX / 2;
/** A row's height until one has been measured (the lists' one-line rows). */
const FIRST_GUESS_PX = 45;

interface Seen {
  /** The part of the list on or near the screen, in pixels from the list's top edge. */
  from: number;
  to: number;
  /** The average height of the rendered rows. */
  rowHeight: number;
}

/** Which rows a long list renders, and the room the others take above and below them. */
export interface RowWindow {
  /** The rendered rows: `start` up to, not including, `end`. */
  start: number;
  end: number;
  /** The height of the rows left out above and below the rendered ones, in pixels. */
  before: number;
  after: number;
  /** False when every row is rendered (a short list, or printing). */
  windowed: boolean;
}

/** The rendered rows' average height: from the first one's top to the last one's bottom (spacers apart). */
function averageRowHeight(list: HTMLElement): number | null {
  const rows = [...list.children].filter((child) => !child.hasAttribute('data-spacer'));
  const first = rows[0]?.getBoundingClientRect();
  const last = rows[rows.length - 1]?.getBoundingClientRect();
  if (!first || !last || last.bottom <= first.top) return null;
  return Math.round(((last.bottom - first.top) / rows.length) * 2) / 2;
}

/**
 * Renders a long list's rows near the screen only (the page's own scroll, no box of its own), so a
 * filter or a sort that brings thousands of rows back changes a few dozen elements, not thousands.
 * Rows are taken to be of about equal height: the rows left out are spacers of the measured average
 * height. `all` renders every row (printing). Lists of at most WINDOW_FROM rows render whole. Rendered
 * rows carry their place in the
 * list for screen readers (`aria-rowindex`, `aria-posinset`; the caller sets them from `start`).
 */
/**
 * Returns the window and, apart from it, the callback ref for the element whose children are the
 * rows (a `tbody`, a `ul`).
 */
export function useRowWindow(
  count: number,
  { all = false }: { all?: boolean } = {},
): [RowWindow, (element: HTMLElement | null) => void] {
  const windowed = !all && count > WINDOW_FROM;
  const list = useRef<HTMLElement | null>(null);
  const [seen, setSeen] = useState<Seen>(() => ({
    from: 0,
    to: (typeof window === 'undefined' ? 800 : window.innerHeight) + OVERSCAN_PX,
    rowHeight: FIRST_GUESS_PX,
  }));

  // The window last asked for (the state may not have rendered it yet).
  const asked = useRef(seen);

  // Reads where the list is on the screen; a new window only when the screen has moved far enough.
  const look = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top;
    const from = Math.max(0, -top - OVERSCAN_PX);
    const to = Math.max(0, -top + window.innerHeight + OVERSCAN_PX);
    const current = asked.current;
    const rowHeight = averageRowHeight(element) ?? current.rowHeight;
    const moved = Math.abs(current.from - from) > SLACK_PX || Math.abs(current.to - to) > SLACK_PX;
    if (!moved && Math.abs(rowHeight - current.rowHeight) < 1) return;
    const next = { from, to, rowHeight };
    if (windowed) letGoOfFocusLeftOut(element, rowRange(next, count));
    asked.current = next;
    setSeen(next);
  }, [windowed, count]);

  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const onMove = () => {
      if (frame === 0) frame = requestAnimationFrame(() => ((frame = 0), look()));
    };
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    };
  }, [windowed, look]);

  // After every render, before it paints: a list that grew, shrank or moved (a filter, 'Meer laden')
  // gets the window of where it now is. A short list is looked at too, so the render that first
  // windows it (the load that takes it past WINDOW_FROM) already has the rows near the screen.
  useLayoutEffect(look);

  const attachList = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);
  if (!windowed) return [{ start: 0, end: count, before: 0, after: 0, windowed }, attachList];
  const { start, end } = rowRange(seen, count);
  return [{ start, end, before: start * seen.rowHeight, after: (count - end) * seen.rowHeight, windowed }, attachList];
}

/** The rows of a list of `count` rows that lie in the part `seen` of it. */
function rowRange({ from, to, rowHeight }: Seen, count: number): { start: number; end: number } {
  const start = Math.min(count, Math.floor(from / rowHeight));
  return { start, end: Math.min(count, Math.max(start + 1, Math.ceil(to / rowHeight))) };
}

/**
 * Takes the focus off a rendered row that the next window leaves out, before the row goes. Removed
 * while it holds the focus, Chromium lays the page out in the middle of React's change, when the old
 * rows are gone and the spacers not yet grown: the page is shorter for that moment and the scroll
 * position is cut back to fit (a phone scrolled to the end of 150 calls landed near row 125, and the
 * window followed it there). The focus ends on the page, as it would with the row gone.
 */
function letGoOfFocusLeftOut(list: HTMLElement, { start, end }: { start: number; end: number }): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === list || !list.contains(focused)) return;
  const rows = [...list.children].filter((child) => !child.hasAttribute('data-spacer'));
  const index = rows.findIndex((row) => row.contains(focused));
  if (index < 0) return;
  const place = placeOf(rows[index]) ?? index;
  if (place < start || place >= end) focused.blur();
}

/** A windowed row's place in the whole list (0 for the first), from what it tells screen readers. */
function placeOf(row: Element | undefined): number | null {
  const inList = row?.getAttribute('aria-posinset');
  if (inList) return Number(inList) - 1;
  const inTable = row?.getAttribute('aria-rowindex');
  return inTable ? Number(inTable) - 2 : null;
}

/** A windowed table row's `aria-rowindex`: its place among all rows (0 for the first), the header row being 1. */
export const rowIndexOf = (place: number | undefined): number | undefined =>
  place === undefined ? undefined : place + 2;

/** A windowed list item's place among all items (0 for the first), for screen readers. */
export const listPlace = (
  place: number | undefined,
  size: number,
): { 'aria-setsize'?: number; 'aria-posinset'?: number } =>
  place === undefined ? {} : { 'aria-setsize': size, 'aria-posinset': place + 1 };

/** A windowed list's room for the items it leaves out, above and below the rendered ones. */
export const spacing = ({ windowed, before, after }: RowWindow): CSSProperties | undefined =>
  windowed ? { paddingTop: before, paddingBottom: after } : undefined;
