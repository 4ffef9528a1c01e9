import { Link } from 'react-router';
import type { OverviewSupport } from '../../../api/overview';
import { href } from '../../../routing/href';
import { overviewText as t } from '../../../text/overview';
import { ticketStatus } from '../../support/public';
import { Figures, Panel, type PanelState } from './Panel';

/** 'Ondersteuning': open questions and unread answers, and the newest question's subject. */
export function SupportPanel({ support, state }: { support: OverviewSupport | null; state: PanelState }) {
  const newest = support?.newest ?? null;
  return (
    <Panel title={t.support} state={state} links={<Link to={href('/feedback')}>{t.toSupport}</Link>}>
      {support && newest ? (
        <Figures
          rows={[
            [t.openQuestions, String(support.open)],
            [t.unreadAnswers, String(support.unread)],
            [
              t.newest,
              <>
                <Link to={href('/feedback/ticket/:id', { id: String(newest.id) })}>{newest.subject}</Link>{' '}
                <span className="overview-muted overview-nowrap">({ticketStatus(newest.statusId).text})</span>
              </>,
            ],
          ]}
        />
      ) : (
        <p className="overview-empty">{t.noQuestions}</p>
      )}
    </Panel>
  );
}
