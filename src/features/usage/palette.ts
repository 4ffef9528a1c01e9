/**
 * Category colours of the usage charts, in order. Each keeps at least 3:1 contrast against the
 * white card behind the chart (WCAG 1.4.11, non-text contrast); a unit test checks that.
 */
export const CHART_BACKGROUND = '#ffffff';
export const chartPalette = ['#0b4f8a', '#c2410c', '#1f7a3a', '#7b3fa0', '#a4161a', '#0f766e', '#6b5600', '#4a5560'];

export const colourOf = (index: number): string => chartPalette[index % chartPalette.length] ?? '#4a5560';

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
