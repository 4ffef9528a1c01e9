/** A row's height until one has been measured (the lists' one-line rows). */
const FIRST_GUESS_PX = 45;

/** Which rows to render (`start` up to, not including, `end`) and the room the others take. */
export interface RowRange {
  start: number;
  end: number;
  /** The height of the rows left out above and below the rendered ones, in pixels. */
  before: number;
  after: number;
}

/**
 * The heights of a windowed list's rows as they were measured when rendered; a row not measured yet
 * counts as the average of those that were. The rendered rows thus always fill the part of the list
 * asked for, whatever the heights of the rows elsewhere: an average of the rendered rows alone made
 * a window somewhere else, whose average led back (rows of two lines in one part of a long list,
 * of one line in another).
 */
export class RowHeights {
  private readonly heights: Array<number | undefined> = [];
  private sum = 0;
  private measured = 0;

  /** Records the heights of the rendered rows of `list` (spacers apart), each at its place in the list. */
  measure(list: HTMLElement, placeOf: (row: Element) => number | null): void {
    const rows = [...list.children].filter((child) => !child.hasAttribute('data-spacer'));
    const boxes = rows.map((row) => row.getBoundingClientRect());
    rows.forEach((row, k) => {
      const box = boxes[k] as DOMRect;
      const next = boxes[k + 1];
      // To the next row's top edge, so a gap between rows counts with the row above it.
      const height = next && next.top >= box.top ? next.top - box.top : box.height;
      if (height > 0) this.set(placeOf(row) ?? k, height);
    });
  }

  private set(index: number, height: number): void {
    const earlier = this.heights[index];
    if (earlier !== undefined) {
      this.sum -= earlier;
      this.measured -= 1;
    }
    this.heights[index] = height;
    this.sum += height;
    this.measured += 1;
  }

  private heightOf(index: number, guess: number): number {
    return this.heights[index] ?? guess;
  }

  /** Where each of the first `count` rows lies with the heights known now (one pass over them). */
  positions(count: number): RowPositions {
    const guess = this.measured > 0 ? this.sum / this.measured : FIRST_GUESS_PX;
    const offsets = new Float64Array(count + 1);
    for (let index = 0; index < count; index += 1)
      offsets[index + 1] = (offsets[index] as number) + this.heightOf(index, guess);
    return new RowPositions(offsets);
  }
}

/** The top edge of each row of a list, and the list's height last, in pixels from the list's top. */
export class RowPositions {
  private readonly count: number;

  constructor(private readonly offsets: Float64Array) {
    this.count = offsets.length - 1;
  }

  private at(index: number): number {
    return this.offsets[index] as number;
  }

  /** The rows that lie between `from` and `to` pixels from the list's top. */
  range(from: number, to: number): RowRange {
    let start = 0;
    while (start < this.count - 1 && this.at(start + 1) <= from) start += 1;
    let end = Math.min(this.count, start + 1);
    while (end < this.count && this.at(end) < to) end += 1;
    return this.spaced(start, end);
  }

  /** The rows `start` to `end` (cut to the list's length) with the spacers of these positions. */
  spaced(start: number, end: number): RowRange {
    const [first, last] = [Math.min(start, this.count), Math.min(end, this.count)];
    return {
      start: first,
      end: last,
      before: Math.round(this.at(first)),
      after: Math.round(this.at(this.count) - this.at(last)),
    };
  }

  /** Whether the rows `start` to `end` reach from `from` down to `to` (or the list's ends). */
  covers({ start, end }: RowRange, from: number, to: number): boolean {
    return (start === 0 || this.at(start) <= from) && (end >= this.count || this.at(end) >= to);
  }
}
