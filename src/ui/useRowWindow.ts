import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { RowHeights, type RowRange } from './rowHeights';

/** Lists of up to this many rows render whole: only longer ones are windowed. */
export const WINDOW_FROM = 100;
/** How far beyond the screen's edges rows are rendered, in pixels: a fast scroll finds them there. */
const OVERSCAN_PX = 900;
/** The window moves once its rows reach less than this far beyond the screen's edges. */
const SLACK_PX = OVERSCAN_PX / 2;
/**
 * How often the renders that follow one change (a scroll, a list that grew or shrank) may correct
 * the window for the heights they measured: rows measured anew move the rows after them, which can
 * bring other rows near the screen, and so on; the window stays where the last correction put it.
 */
const MAX_CORRECTIONS = 3;

/** Which rows a long list renders, and the room the others take above and below them. */
export interface RowWindow extends RowRange {
  /** False when every row is rendered (a short list, or printing). */
  windowed: boolean;
}

/**
 * Renders a long list's rows near the screen only (the page's own scroll, no box of its own), so a
 * filter or a sort that brings thousands of rows back changes a few dozen elements, not thousands.
 * The rows left out are spacers of their heights as measured when they were rendered, or of the
 * measured rows' average (rowHeights.ts). `all` renders every row (printing). Lists of at most
 * WINDOW_FROM rows render whole. Rendered rows carry their place in the list for screen readers
 * (`aria-rowindex`, `aria-posinset`; the caller sets them from `start`). Returns the window and,
 * apart from it, the callback ref for the element whose children are the rows (a `tbody`, a `ul`).
 */
export function useRowWindow(
  count: number,
  { all = false }: { all?: boolean } = {},
): [RowWindow, (element: HTMLElement | null) => void] {
  const windowed = !all && count > WINDOW_FROM;
  const list = useRef<HTMLElement | null>(null);
  const heights = useRef<RowHeights | null>(null);
  // Until the list has been measured: the rows that fill a screen at its top at a first guess.
  const [shown, setShown] = useState<RowRange>(() =>
    new RowHeights()
      .positions(count)
      .range(0, (typeof window === 'undefined' ? 800 : window.innerHeight) + OVERSCAN_PX),
  );

  // The window last asked for (the state may not have rendered it yet), the length it was asked
  // for, and the corrections made since the last scroll or change of length.
  const asked = useRef(shown);
  const askedFor = useRef(-1);
  const corrections = useRef(0);

  // Measures the rendered rows and reads where the list is on the screen; a new window when its rows
  // no longer reach far enough beyond the screen's edges, or when its spacers no longer fit.
  const look = useCallback(
    (moved: boolean) => {
      const element = list.current;
      // Paper lays rows out at its own width: their heights there are not the screen's.
      if (!element || all) return;
      const rowHeights = (heights.current ??= new RowHeights());
      rowHeights.measure(element, placeOf);
      if (moved || askedFor.current !== count) corrections.current = 0;
      else if (corrections.current >= MAX_CORRECTIONS) return;
      const top = element.getBoundingClientRect().top;
      const [screenFrom, screenTo] = [Math.max(0, -top), Math.max(0, -top + window.innerHeight)];
      const current = asked.current;
      const positions = rowHeights.positions(count);
      const fits =
        askedFor.current === count &&
        positions.covers(current, screenFrom - SLACK_PX, screenTo + SLACK_PX) &&
        sameRange(positions.spaced(current.start, current.end), current);
      if (fits) return;
      const next = positions.range(Math.max(0, screenFrom - OVERSCAN_PX), screenTo + OVERSCAN_PX);
      askedFor.current = count;
      if (sameRange(next, current)) return;
      if (!moved) corrections.current += 1;
      if (windowed) letGoOfFocusLeftOut(element, next);
      asked.current = next;
      setShown(next);
    },
    [windowed, all, count],
  );

  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const onMove = () => {
      if (frame === 0) frame = requestAnimationFrame(() => ((frame = 0), look(true)));
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
  // gets the window of where it now is. A short list is looked at too (its rows measured), so the
  // render that first windows it (the load that takes it past WINDOW_FROM) already has the rows near
  // the screen.
  useLayoutEffect(() => look(false));

  const attachList = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);
  if (!windowed) return [{ start: 0, end: count, before: 0, after: 0, windowed }, attachList];
  // A list that grew or shrank renders its last window once more, cut to its length; the layout
  // effect then gives it the window of its new length before the browser paints.
  const start = Math.min(shown.start, count);
  return [{ ...shown, start, end: Math.min(Math.max(shown.end, start), count), windowed }, attachList];
}

const sameRange = (one: RowRange, other: RowRange): boolean =>
  one.start === other.start &&
  one.end === other.end &&
  Math.abs(one.before - other.before) < 1 &&
  Math.abs(one.after - other.after) < 1;

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
