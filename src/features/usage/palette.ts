import type { ColourScheme } from '../../ui/themeChoice';

/**
 * The usage charts' colours per colour scheme: the card behind them (the `--card` of src/ui/styles.css
 * and src/ui/theme.css), the labels' text and the categories' colours in order. Each category colour
 * keeps at least 3:1 contrast against its card (WCAG 1.4.11, non-text contrast); a unit test checks
 * that, and that the cards are the stylesheets'.
 */
export const chartPalettes: Record<ColourScheme, { background: string; text: string; colours: string[] }> = {
  light: {
    background: '#ffffff',
    text: '#1b1f24',
    colours: ['#0b4f8a', '#c2410c', '#1f7a3a', '#7b3fa0', '#a4161a', '#0f766e', '#6b5600', '#4a5560'],
  },
  dark: {
    background: '#1b2128',
    text: '#e8ecf0',
    colours: ['#6cb4f5', '#fb8c4c', '#58c97f', '#c39bef', '#ff8585', '#4fd1c5', '#d9b84a', '#a9b4bf'],
  },
};

/** The colour of the `index`-th category in `scheme`. */
export const colourOf = (scheme: ColourScheme, index: number): string => {
  const { colours } = chartPalettes[scheme];
  return colours[index % colours.length] ?? chartPalettes[scheme].text;
};

function channel(hex: string, offset: number): number {
  const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const luminance = (hex: string): number =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** WCAG contrast ratio of two '#rrggbb' colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
