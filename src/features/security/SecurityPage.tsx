import { useState } from 'react';
import type { SecurityOverview } from '../../api/contract';
import { can } from '../../api/permissions';
import { selectRole, selectTwoStepSetupRequired } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { securityText as t } from '../../text/security';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { TwoStepOverview } from '../team/public';
import { HistorySection } from './HistorySection';
import { useGetSecurityQuery } from './securityApi';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';
import './security.css';

/** '/security' (Beveiliging): the user's own logins, their history and two-step verification. */
export default function SecurityPage() {
  // currentData: never another session's logins while this one's load.
  const { currentData, isError, refetch } = useGetSecurityQuery();
  let content;
  if (currentData) content = <SecurityContent data={currentData} />;
  else if (isError) content = <ReadFailedNotice onRetry={() => void refetch()} />;
  else content = <div className="card security-skeleton" aria-busy="true" />;
  return (
    <>
      <p className="security-intro">{t.intro}</p>
      {content}
    </>
  );
}

function SecurityContent({ data }: { data: SecurityOverview }) {
  const role = useAppSelector(selectRole);
  const required = useAppSelector(selectTwoStepSetupRequired);
  // Where the account requires it, the set-up leads the page, and stays there once done: nothing jumps.
  const [setUpFirst] = useState(required);
  if (setUpFirst)
    return (
      <>
        <TwoStepSection data={data} setUp={required} />
        <SessionsSection sessions={data.sessions} />
        <HistorySection history={data.history} />
      </>
    );
  return (
    <>
      <SessionsSection sessions={data.sessions} />
      <TwoStepSection data={data} setUp={false} />
      {can(role, 'team') ? <TwoStepOverview /> : null}
      <HistorySection history={data.history} />
    </>
  );
}
