import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chartPalettes, contrastRatio } from '../../../src/features/usage/palette';

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
