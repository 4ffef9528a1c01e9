import { act, render, screen, within } from '@testing-library/react';
import { listPlace, spacing, useRowWindow } from '../../../src/ui/useRowWindow';

// jsdom lays nothing out: the list's and rows' boxes are computed here, as a browser would place
// them. Row i is `heights(i)` pixels high; the list's top edge is `listTop` from the screen's top
// (far above it when the page is scrolled down a long list).
let listTop = 0;
let heights: (index: number) => number = () => 56;

function rect(top: number, height: number): DOMRect {
  return { top, bottom: top + height, height, left: 0, right: 390, width: 390, x: 0, y: top, toJSON: () => ({}) };
}

function boxOf(element: Element): DOMRect {
  if (element.tagName === 'UL') return rect(listTop, 0);
  const list = element.parentElement as HTMLElement;
  let top = listTop + (parseFloat(list.style.paddingTop) || 0);
  for (const row of list.children) {
    const height = heights(Number(row.getAttribute('data-row')));
    if (row === element) return rect(top, height);
    top += height;
  }
  throw new Error('not a row of the list');
}

function Calls({ count }: { count: number }) {
  const [shown, attachList] = useRowWindow(count);
  const rows = Array.from({ length: shown.end - shown.start }, (_, i) => shown.start + i);
  return (
    <ul aria-label="Gesprekken" ref={attachList} style={spacing(shown)}>
      {rows.map((row) => (
        <li key={row} data-row={row} {...listPlace(row, count)}>
          Gesprek {row + 1}
        </li>
      ))}
    </ul>
  );
}

const original = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    return boxOf(this);
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = original;
  listTop = 0;
  heights = () => 56;
});

const renderedRows = () => within(screen.getByRole('list', { name: 'Gesprekken' })).getAllByRole('listitem');

describe('a long list renders the rows near the screen', () => {
  it('renders a short list whole and a long one near the screen, each row saying where it stands', () => {
    const { rerender } = render(<Calls count={100} />);
    expect(renderedRows()).toHaveLength(100);
    rerender(<Calls count={2000} />);
    const rows = renderedRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '2000');
  });

  it('settles where rows of one part of the list are much taller than those of another', () => {
    // Blocks of 100 short and 100 tall rows, scrolled far down: the average height of the rows near
    // the screen led to a window elsewhere, whose average led back (React's "Maximum update depth
    // exceeded", shown as the route's error page on a phone after 39 loads of 'Meer laden').
    heights = (index) => (Math.floor(index / 100) % 2 === 0 ? 40 : 120);
    listTop = -80_000;
    render(<Calls count={2000} />);
    const rows = renderedRows();
    expect(rows.length).toBeGreaterThan(0);
    // The rendered rows cover the screen (top 0 to jsdom's 768 pixels), wherever the window settled.
    const first = rows[0]?.getBoundingClientRect();
    const last = rows[rows.length - 1]?.getBoundingClientRect();
    expect(first?.top).toBeLessThanOrEqual(0);
    expect(last?.bottom).toBeGreaterThanOrEqual(window.innerHeight);
  });

  it('takes the rows of where the screen is after a scroll', async () => {
    render(<Calls count={2000} />);
    listTop = -30_000;
    // The window follows a scroll in the next animation frame.
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((done) => requestAnimationFrame(done));
    });
    const rows = renderedRows();
    const first = rows[0]?.getBoundingClientRect();
    const last = rows[rows.length - 1]?.getBoundingClientRect();
    expect(first?.top).toBeLessThanOrEqual(0);
    expect(last?.bottom).toBeGreaterThanOrEqual(window.innerHeight);
    expect(Number(rows[0]?.getAttribute('aria-posinset'))).toBeGreaterThan(400);
  });
});
