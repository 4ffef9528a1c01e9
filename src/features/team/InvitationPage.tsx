import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import type { InvitationInfo } from '../../api/teamContract';
import { href } from '../../routing/href';
import { useFragmentToken } from '../../session/public';
import { teamText as t } from '../../text/team';
import { BrandedCard } from '../../ui/BrandedCard';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { newPassword } from '../../validation/newPasswordRule';
import { required } from '../../validation/rules';
import { useAcceptInvitationMutation, useInvitationInfoMutation } from './teamApi';
import './team.css';

interface AcceptValues {
  fullName: string;
  password: string;
}

/**
 * '/invitation': the page behind an invitation's link, a card like the login's. The token arrives in the
 * fragment (never sent to a server) and leaves the address at once; the colleague sets a name and a
 * password, unless the address has a login already: that is said at once, before a password is typed.
 * Where the account requires two-step verification, the first login leads to setting it up.
 */
export default function InvitationPage() {
  const token = useFragmentToken();
  const [info, setInfo] = useState<InvitationInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [lookUp] = useInvitationInfoMutation();
  useEffect(() => {
    if (!token) return;
    void lookUp(token).then((result) => {
      if (result.data) setInfo(result.data);
      else setProblem(errorMessage(result.error));
    });
  }, [token, lookUp]);

  let body;
  if (!token) body = <Notice text={t.invitation.missingLink} />;
  else if (done) body = <Notice text={done} />;
  else if (problem) body = <Notice text={problem} />;
  else if (!info) body = <p aria-busy="true">{t.invitation.checking}</p>;
  else if (info.addressTaken)
    body = (
      <>
        <p>{t.invitation.takenIntro(info.company, t.roles[info.role])}</p>
        <p className="team-person-email">{info.email}</p>
        <Notice text={t.invitation.addressTaken} />
      </>
    );
  else body = <AcceptForm token={token} info={info} onDone={setDone} />;
  return (
    <BrandedCard title={t.invitationTitle} className="invitation-card">
      {body}
    </BrandedCard>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div className="invitation-notice" role="status">
      <p>{text}</p>
      <p>
        <Link to={href('/')} className="tap-link">
          {t.invitation.toLogin}
        </Link>
      </p>
    </div>
  );
}

function AcceptForm({ token, info, onDone }: { token: string; info: InvitationInfo; onDone: (text: string) => void }) {
  const [accept] = useAcceptInvitationMutation();
  const onSubmit = async ({ fullName, password }: AcceptValues) => {
    const result = await accept({ token, fullName: fullName.trim(), password });
    if (result.error) return { [FORM_ERROR]: errorMessage(result.error) };
    onDone(result.data.message);
    return undefined;
  };
  return (
    <Form<AcceptValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitError, submitting }) => (
        <form className="invitation-form" aria-label={t.invitationTitle} noValidate onSubmit={handleSubmit}>
          <p>{t.invitation.intro(info.company, t.roles[info.role])}</p>
          <p className="team-person-email">{info.email}</p>
          {info.twoStepRequired ? <p className="notice">{t.invitation.twoStepNote}</p> : null}
          <FormError error={submitError} submitting={submitting} />
          <TextField name="fullName" label={t.fields.fullName} validate={required} autoComplete="name" />
          <TextField
            name="password"
            label={t.fields.password}
            hint={t.invitation.passwordHint}
            validate={newPassword}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton submitting={submitting}>{t.invitation.accept}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
