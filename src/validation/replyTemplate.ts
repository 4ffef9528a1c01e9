/**
 * Placeholders of the desk's reply templates ('Standaardantwoorden'): `{{klantnaam}}`,
 * `{{klantnummer}}` and `{{medewerker}}`. The desk fills them when a template goes into the answer
 * box, and the server fills them again and refuses an answer that still holds any `{{…}}`.
 */
export interface PlaceholderValues {
  customerName: string;
  customerNumber: string;
  staffName: string;
}

export const PLACEHOLDER_NAMES = ['klantnaam', 'klantnummer', 'medewerker'] as const;

const PLACEHOLDER = /\{\{\s*([a-z]+)\s*\}\}/gi;
const ANY_PLACEHOLDER = /\{\{[^{}]*\}\}/;

/** The text with every known placeholder replaced; unknown ones stay as they are. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  const byName: Record<string, string> = {
    klantnaam: values.customerName,
    klantnummer: values.customerNumber,
    medewerker: values.staffName,
  };
  return text.replace(PLACEHOLDER, (whole, name: string) => byName[name.toLowerCase()] ?? whole);
}

/** The first `{{…}}` left in a text, or null. */
export function leftoverPlaceholder(text: string): string | null {
  return ANY_PLACEHOLDER.exec(text)?.[0] ?? null;
}
