import { subscriptionsText as t } from '../../text/subscriptions';
import type { DialogOption } from '../../ui/uiSlice';

/** The reasons of requirements §5, as dialog option ids (the store holds ids, never callbacks). */
export const CANCEL_REASONS = ['unused', 'other-solution', 'problem', 'other'] as const;
export type CancelReasonId = (typeof CANCEL_REASONS)[number];
export const OTHER_REASON: CancelReasonId = 'other';

const label = (id: CancelReasonId, provider: string): string => {
  switch (id) {
    case 'unused':
      return t.reasonUnused(provider);
    case 'other-solution':
      return t.reasonOtherSolution;
    case 'problem':
      return t.reasonProblem(provider);
    case 'other':
      return t.reasonOther;
  }
};

export const reasonOptions = (provider: string): DialogOption[] =>
  CANCEL_REASONS.map((id) => ({ id, label: label(id, provider) }));

const isReasonId = (id: string): id is CancelReasonId => (CANCEL_REASONS as readonly string[]).includes(id);

/**
 * The reason as sent to the server: the chosen line, or 'Anders: {text}'. Undefined when the
 * option is unknown or 'Anders..' has no text (the user must fill it in).
 */
export function reasonText(optionId: string, provider: string, otherText = ''): string | undefined {
  if (!isReasonId(optionId)) return undefined;
  if (optionId !== OTHER_REASON) return label(optionId, provider);
  const text = otherText.trim();
  return text ? `${t.otherPrefix}: ${text}` : undefined;
}
