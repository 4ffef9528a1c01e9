import { useNavigate, useParams, useLocation } from 'react-router';
import { errorMessage } from '../../api/errors';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { bundlesText as t } from '../../text/bundles';
import { nl } from '../../text/nl';
import { askConfirmation } from '../../ui/confirmation';
import { showMessage } from '../../ui/dialogs';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { useGetExtraUserQuery, useRemoveExtraUserMutation } from './bundlesApi';
import { extraUserLabel } from './bundlesView';
import './bundles.css';

/** '/account/{poc}/bundles-request/extra-user-overview?bundleSubuserId=…': one extra user, with cancel. */
export default function ExtraUserOverviewPage() {
  const poc = useParams().poc ?? '';
  const id = Number(new URLSearchParams(useLocation().search).get('bundleSubuserId'));
  const valid = Number.isInteger(id) && id > 0;
  const { currentData, isError, error, refetch } = useGetExtraUserQuery(id, { skip: !valid });
  if (!valid || (isError && error && 'status' in error && error.status === 404))
    return <p className="card">{t.userNotFound}</p>;
  if (currentData) return <ExtraUser poc={poc} id={id} email={currentData.email} />;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card bundles-user-skeleton" aria-busy="true" />;
}

function ExtraUser({ poc, id, email }: { poc: string; id: number; email: string }) {
  const dispatch = useAppDispatch();
  const readOnly = useReadOnly();
  const navigate = useNavigate();
  const [removeExtraUser, { isLoading }] = useRemoveExtraUserMutation();
  const label = extraUserLabel(email);

  const cancel = async () => {
    const answer = await dispatch(
      askConfirmation(t.cancelUserTitle, t.cancelUserQuestion(label), t.cancelUser),
    ).unwrap();
    if (answer.optionId !== 'confirm') return;
    const result = await removeExtraUser(id);
    if (result.error) {
      await dispatch(showMessage(nl.common.error, errorMessage(result.error)));
      return;
    }
    await dispatch(showMessage(nl.common.done, t.userRemoved));
    void navigate(href('/account/:poc/bundles-overview', { poc }));
  };

  return (
    <section className="card" aria-labelledby="extra-user-email">
      <h2 id="extra-user-email" className="bundles-value">
        {label}
      </h2>
      {readOnly ? null : (
        <button
          type="button"
          className="button button-secondary button-block"
          disabled={isLoading}
          onClick={() => void cancel()}
        >
          {t.cancelUser}
        </button>
      )}
    </section>
  );
}
