import { deskWorkflowText } from '../text/deskWorkflow';

/**
 * The placeholders of the desk's reply templates ('Standaardantwoorden') and answers: the one list
 * the template editor shows, the forms check and the server checks and fills. A template or an
 * answer with any other `{{…}}` is refused with this list.
 */
export const PLACEHOLDERS = ['klantnaam', 'klantnummer', 'medewerker'] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number];

/** What each placeholder is filled with for one answer. */
export type PlaceholderValues = ReadonlyMap<PlaceholderName, string>;

/** Every `{{…}}` of a text, whatever it holds. */
const ANY_PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Known names by how they may be written (spaces inside the braces and capitals are allowed). */
const KNOWN: ReadonlyMap<string, PlaceholderName> = new Map(PLACEHOLDERS.map((name) => [name, name]));
const knownName = (inner: string): PlaceholderName | undefined => KNOWN.get(inner.trim().toLowerCase());

/** `{{klantnaam}}`: a placeholder as it is typed. */
export const placeholderText = (name: string): string => `{{${name}}}`;

/** The `{{…}}` of a text that are not known placeholders, each once, in the order they first appear. */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(ANY_PLACEHOLDER)]
    .filter((match) => knownName(match[1] ?? '') === undefined)
    .map((match) => match[0]);
  return [...new Set(found)];
}

/** The Dutch refusal of a text with unknown placeholders (naming them and the known ones), or undefined. */
export function placeholderRule(text: string): string | undefined {
  const unknown = unknownPlaceholders(text);
  return unknown.length > 0
    ? deskWorkflowText.placeholders.unknown(unknown, PLACEHOLDERS.map(placeholderText))
    : undefined;
}

/**
 * The text with each known placeholder replaced by its value, in one pass over the text: a value is
 * inserted as it is and never read again, so a customer named `{{medewerker}}` stays named so, and
 * `$&` in a value is no replacement pattern. Values come from a Map: `{{constructor}}` is never looked
 * up on an object's prototype. An unknown placeholder stays as written (refuse it first:
 * `placeholderRule`).
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(ANY_PLACEHOLDER, (whole, inner: string) => {
    const name = knownName(inner);
    return name === undefined ? whole : (values.get(name) ?? '');
  });
}

/** The values of one answer: the customer's name and number, and the staff member's name. */
export const placeholderValues = (customerName: string, customerNumber: string, staffName: string): PlaceholderValues =>
  new Map<PlaceholderName, string>([
    ['klantnaam', customerName],
    ['klantnummer', customerNumber],
    ['medewerker', staffName],
  ]);
