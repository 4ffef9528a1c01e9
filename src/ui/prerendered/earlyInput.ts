import { EARLY_SUBMIT_ATTRIBUTE } from './markers';

/** What a visitor did in the pre-rendered login form before the app took it over. */
export interface EarlyInput {
  /** Typed (or filled in by a password manager) values, by field name. */
  values: Record<string, string>;
  submitted: boolean;
}

let keptValues: Record<string, string> = {};

/**
 * Called just before hydration: React resets controlled fields to their rendered value, so what was
 * typed into the markup is read now and handed to the form once it runs (takeEarlyInput).
 */
export function keepEarlyInput(container: HTMLElement): void {
  const values: Record<string, string> = {};
  for (const input of container.querySelectorAll('input'))
    if (input.name && input.value) values[input.name] = input.value;
  keptValues = values;
}

/**
 * The early input, once: the first form to take it replays it. A 'Login' pressed is read now, in the
 * commit that attaches the form's handler: the start script holds one until that moment.
 */
export function takeEarlyInput(): EarlyInput | null {
  const root = document.documentElement;
  const submitted = root.hasAttribute(EARLY_SUBMIT_ATTRIBUTE);
  root.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  const values = keptValues;
  keptValues = {};
  return submitted || Object.keys(values).length > 0 ? { values, submitted } : null;
}
