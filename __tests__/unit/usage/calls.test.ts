import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filterCalls, pageOf } from '../../../src/features/usage/calls';
import { chartPalettes, contrastRatio } from '../../../src/features/usage/palette';
import { callRow, type CallFields } from '../../../src/text/callRows';

const call = (overrides: Partial<CallFields>): CallFields => ({
  id: 1,
  type: 'O',
  calledNumber: '0612345000',
  telephoneNumber: '0201234567',
  date: '2026-03-02',
  time: '09:15:00',
  duration: 61,
  charge: 'bundle',
  cost: 0,
  ...overrides,
});

describe('filter and pages', () => {
  const rows = [
    callRow(call({ id: 1, calledNumber: '0612345000' })),
    callRow(call({ id: 2, type: 'I', telephoneNumber: '0307654321' })),
    callRow(call({ id: 3, calledNumber: '3225123456' })),
  ];

  it('filters by direction and by digits of the number, the plus of a foreign number ignored', () => {
    expect(filterCalls(rows, { direction: 'O', number: '' }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterCalls(rows, { direction: 'I', number: '' }).map((r) => r.id)).toEqual([2]);
    expect(filterCalls(rows, { direction: 'all', number: '030 765' }).map((r) => r.id)).toEqual([2]);
    expect(filterCalls(rows, { direction: 'O', number: '+32 25' }).map((r) => r.id)).toEqual([3]);
    expect(filterCalls(rows, { direction: 'O', number: '3225' }).map((r) => r.id)).toEqual([3]);
    expect(filterCalls(rows, { direction: 'I', number: '0612' })).toEqual([]);
  });

  it('cuts a list into pages and clamps the page number', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, items: items.slice(0, 50) });
    expect(pageOf(items, 3).items).toEqual(items.slice(100));
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

const ui = path.resolve(__dirname, '../../../src/ui');

describe('chart colours', () => {
  const colours = (['light', 'dark'] as const).flatMap((scheme) =>
    chartPalettes[scheme].colours.map((colour) => [scheme, colour, chartPalettes[scheme].background] as const),
  );
  it.each(colours)('in %s, %s keeps at least 3:1 contrast against the card behind the chart', (_, colour, card) => {
    expect(contrastRatio(colour, card)).toBeGreaterThanOrEqual(3);
  });

  it.each(['light', 'dark'] as const)('labels the %s charts with text of at least 4.5:1 on their card', (scheme) => {
    expect(contrastRatio(chartPalettes[scheme].text, chartPalettes[scheme].background)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws on the cards the stylesheets give each scheme', () => {
    const card = (file: string) => /--card: (#[0-9a-f]{6});/.exec(readFileSync(path.join(ui, file), 'utf8'))?.[1];
    expect(card('styles.css')).toBe(chartPalettes.light.background);
    expect(card('theme.css')).toBe(chartPalettes.dark.background);
  });

  it('computes the WCAG ratio (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
