import { Link } from 'react-router';
import type { PhoneNumber } from '../../../api/contract';
import type { OverviewNumbers } from '../../../api/overview';
import type { PanelRights } from '../../../api/overviewPanels';
import { href } from '../../../routing/href';
import { overviewText as t } from '../../../text/overview';
import { OutgoingNumberSelect } from '../OutgoingNumberSelect';
import { Figures, Panel, type PanelState } from './Panel';

/**
 * 'Nummers': the outgoing number selector of the dashboard (from GET /dashboard, so it works while the
 * counts load or fail), how many numbers and, for the main account holder, how many are blocked.
 */
export function NumbersPanel({
  phoneNumbers,
  numbers,
  rights,
  state,
}: {
  phoneNumbers: readonly PhoneNumber[];
  numbers: OverviewNumbers | null;
  rights: PanelRights;
  state: PanelState;
}) {
  const links = (
    <>
      {rights.numberSettings ? <Link to={href('/numbers')}>{t.toNumbers}</Link> : null}
      {rights.blockedNumbers ? <Link to={href('/blacklist')}>{t.toBlacklist}</Link> : null}
    </>
  );
  return (
    <Panel title={t.numbers} state={state} links={links} lead={<OutgoingNumberSelect numbers={phoneNumbers} />}>
      {numbers ? (
        <Figures
          rows={[
            [t.numberCount, String(numbers.numbers)],
            numbers.blocked !== null && [t.blockedCount, String(numbers.blocked)],
          ]}
        />
      ) : null}
    </Panel>
  );
}
