import { errorMessage } from '../../api/errors';
import { getConfig } from '../../config';
import type { AppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { subscriptionsText as t } from '../../text/subscriptions';
import { askConfirmation } from '../../ui/confirmation';
import { showDialog, showMessage } from '../../ui/dialogs';
import { OTHER_REASON, reasonOptions, reasonText } from './cancelReasons';
import { subscriptionsApi } from './subscriptionsApi';

/** Result of a mutation started with `initiate`: data or an error, never a throw. */
type Settled = { error?: unknown };

async function report(dispatch: AppDispatch, result: Settled, success: string): Promise<boolean> {
  if (result.error) {
    await dispatch(showMessage(nl.common.error, errorMessage(result.error as Parameters<typeof errorMessage>[0])));
    return false;
  }
  await dispatch(showMessage(nl.common.done, success));
  return true;
}

/** Asks 'Anders..' until there is a text or the user closes the dialog (null). */
async function askOtherReason(dispatch: AppDispatch, provider: string): Promise<string | null> {
  let typed = '';
  for (;;) {
    const answer = await dispatch(
      showDialog({
        title: t.otherTitle,
        description: t.otherQuestion,
        input: { label: t.otherLabel, value: typed },
        options: [{ id: 'confirm', label: t.cancelConfirm }],
        cancellable: true,
      }),
    ).unwrap();
    if (answer.optionId === null) return null;
    typed = answer.input ?? '';
    const reason = reasonText(OTHER_REASON, provider, typed);
    if (reason) return reason;
    await dispatch(showMessage(nl.common.error, t.otherMissing));
  }
}

/**
 * A reason from the list of requirements §5 (with 'Anders..' a text), then a summary to confirm (the end
 * date, a waiting switch that will not happen), then the cancel; texts of requirements §8.
 */
export async function cancelFlow(dispatch: AppDispatch, id: number, summary: string): Promise<void> {
  const provider = getConfig().providerName;
  const choice = await dispatch(
    showDialog({
      title: t.cancelTitle,
      description: t.cancelQuestion,
      options: reasonOptions(provider),
      cancellable: true,
    }),
  ).unwrap();
  if (choice.optionId === null) return;
  const reason =
    choice.optionId === OTHER_REASON ? await askOtherReason(dispatch, provider) : reasonText(choice.optionId, provider);
  if (!reason) return;
  const confirmed = await dispatch(askConfirmation(t.cancelTitle, summary, t.cancelConfirm)).unwrap();
  if (confirmed.optionId !== 'confirm') return;
  const result = await dispatch(subscriptionsApi.endpoints.cancelSubscription.initiate({ id, reason }));
  await report(dispatch, result, t.cancelled);
}

export async function reactivateFlow(dispatch: AppDispatch, id: number): Promise<void> {
  const answer = await dispatch(askConfirmation(t.reactivateTitle, t.reactivateQuestion, t.reactivateConfirm)).unwrap();
  if (answer.optionId !== 'confirm') return;
  const result = await dispatch(subscriptionsApi.endpoints.reactivateSubscription.initiate({ id }));
  await report(dispatch, result, t.reactivated);
}

/**
 * The change (`change`: before → after, when the current plan is known), the bundle effects and the
 * lock in a confirmation, then the switch. Resolves true when it switched.
 */
export async function switchFlow(
  dispatch: AppDispatch,
  request: { id: number; type: string; planId: number },
  change?: string,
): Promise<boolean> {
  const effects = dispatch(
    subscriptionsApi.endpoints.getBundleEffects.initiate(
      { subscriptionID: request.id, subscriptionTypeId: request.planId },
      { forceRefetch: true },
    ),
  );
  const feedback = await effects;
  effects.unsubscribe();
  if (feedback.error || !feedback.data) {
    await dispatch(showMessage(nl.common.error, errorMessage(feedback.error)));
    return false;
  }
  const text = [change, feedback.data.feedback, t.switchLock].filter(Boolean).join('\n\n');
  const answer = await dispatch(askConfirmation(t.switchTitle, text, t.switchConfirm)).unwrap();
  if (answer.optionId !== 'confirm') return false;
  const result = await dispatch(
    subscriptionsApi.endpoints.switchSubscription.initiate({
      id: request.id,
      type: request.type,
      subscriptionTypeId: request.planId,
    }),
  );
  return report(dispatch, result, t.switched);
}
