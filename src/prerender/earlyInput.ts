import { EARLY_SUBMIT_ATTRIBUTE } from './markers';

/** What a visitor did in the pre-rendered login form before the app took it over. */
export interface EarlyInput {
  /** Typed (or filled in by a password manager) values, by field name. */
  values: Record<string, string>;
  submitted: boolean;
}

let kept: EarlyInput | null = null;

/**
 * Called just before hydration: React resets controlled fields to their rendered value, so what was
 * typed into the markup is read now and handed to the form once it runs (takeEarlyInput).
 */
export function keepEarlyInput(container: HTMLElement): void {
  const values: Record<string, string> = {};
  for (const input of container.querySelectorAll('input'))
    if (input.name && input.value) values[input.name] = input.value;
  const root = document.documentElement;
  const submitted = root.hasAttribute(EARLY_SUBMIT_ATTRIBUTE);
  root.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  kept = submitted || Object.keys(values).length > 0 ? { values, submitted } : null;
}

/** The early input, once: the first form to take it replays it. */
export function takeEarlyInput(): EarlyInput | null {
  const early = kept;
  kept = null;
  return early;
}
