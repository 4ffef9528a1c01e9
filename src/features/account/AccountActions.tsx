import { useState } from 'react';
import type { Account } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../state/hooks';
import { accountText as t } from '../../text/account';
import { formatDate } from '../../text/format';
import { nl } from '../../text/nl';
import { askConfirmation } from '../../ui/confirmation';
import { showMessage } from '../../ui/dialogs';
import { useReadOnly } from '../../ui/readOnly';
import { useRequestExportMutation, useSaveAccountMutation } from './accountApi';
import { deletionState, saveRequest, accountValues } from './accountView';

/** Deletion (only without a subscription, then the notice with its date) and the personal-data export. */
export function AccountActions({ account }: { account: Account }) {
  const dispatch = useAppDispatch();
  const readOnly = useReadOnly();
  const [save, { isLoading: deleting }] = useSaveAccountMutation();
  const [requestExport, { isLoading: exporting }] = useRequestExportMutation();
  // The server knows of a request whose mailed link still lives, so the notice survives a reload.
  const [exportedNow, setExported] = useState(false);
  const exported = exportedNow || account.exportRequested;
  const deletion = deletionState(account);

  const onDelete = async () => {
    const answer = await dispatch(
      askConfirmation(t.deleteConfirmTitle, t.deleteConfirm, t.deleteConfirmButton),
    ).unwrap();
    if (answer.optionId !== 'confirm') return;
    // The stored values, not what may be typed above: deleting must not save half-edited fields.
    const result = await save(saveRequest(account, accountValues(account), { scheduleDeletion: true }));
    if (result.error) {
      void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
      return;
    }
    const date = result.data.schedule?.scheduleTime;
    void dispatch(
      showMessage(nl.common.done, date ? t.deleteScheduled(formatDate(date)) : (result.data.message ?? '')),
    );
  };

  const onExport = async () => {
    const result = await requestExport();
    if (result.error) void dispatch(showMessage(nl.common.error, nl.common.fetchFailed));
    else setExported(true);
  };

  return (
    <>
      <section className="card account-section" aria-labelledby="account-export">
        <h2 id="account-export">{t.exportHeading}</h2>
        <div role="status">{exported ? <p className="notice">{t.exportRequested}</p> : null}</div>
        {/* Every user's personal data of the account: a Beheerder asks for them */}
        {readOnly && !exported ? <p>{t.exportBeheerderOnly}</p> : null}
        {exported || readOnly ? null : (
          <button
            type="button"
            className="button button-secondary button-block"
            disabled={exporting}
            aria-busy={exporting || undefined}
            onClick={() => void onExport()}
          >
            {t.exportButton}
          </button>
        )}
      </section>
      <section className="card account-section" aria-labelledby="account-delete">
        <h2 id="account-delete">{t.deleteHeading}</h2>
        <div role="status">
          {deletion.kind === 'scheduled' ? (
            <p className="notice">{t.deleteScheduled(formatDate(deletion.date))}</p>
          ) : null}
        </div>
        {deletion.kind === 'offered' && !readOnly ? (
          <button
            type="button"
            className="button button-secondary button-block account-delete"
            disabled={deleting}
            aria-busy={deleting || undefined}
            onClick={() => void onDelete()}
          >
            {t.deleteButton}
          </button>
        ) : null}
        {deletion.kind === 'unavailable' ? <p>{t.deleteNeedsNoSubscription}</p> : null}
      </section>
    </>
  );
}
