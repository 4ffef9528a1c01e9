import { Link } from 'react-router';
import type { OverviewMonth } from '../../../api/overview';
import { href } from '../../../routing/href';
import { formatDate, formatDuration, formatEuro } from '../../../text/format';
import { overviewText as t } from '../../../text/overview';
import { usageText } from '../../../text/usage';
import { ExternalLink } from '../../../ui/ExternalLink';
import { limitMeter, SpendMeter } from '../../usage/public';
import { Figures, Panel, type PanelState } from './Panel';

/**
 * 'Deze maand': a subscription's costs against the limit (the usage page's bar and amounts), the
 * forecast and the minutes called; prepaid, the credit and the minutes it buys, with the top-up.
 */
export function MonthPanel({ month, state }: { month: OverviewMonth | null; state: PanelState }) {
  const credit = month?.credit ?? null;
  const links = credit ? (
    <>
      <ExternalLink href={credit.topUpCreditUrl} className="button button-primary">
        {t.topUp} <span className="visually-hidden">{t.opensOutside}</span>
      </ExternalLink>
      <Link to={href('/credit')}>{t.toCredit}</Link>
    </>
  ) : (
    <Link to={href('/usage')}>{t.toUsage}</Link>
  );
  return (
    <Panel title={t.month} state={state} links={links}>
      {month ? <MonthFigures month={month} /> : null}
    </Panel>
  );
}

function MonthFigures({ month }: { month: OverviewMonth }) {
  const { limit, credit } = month;
  if (limit.kind === 'prepaid') {
    return (
      <Figures
        rows={[
          [t.credit, credit ? formatEuro(credit.credit) : '—'],
          limit.creditMinutes !== null && [t.creditMinutes, t.creditMinutesValue(limit.creditMinutes)],
          credit !== null && [t.creditEnds, formatDate(credit.endDate)],
          [usageText.totalMinutes, formatDuration(month.totalSecondsCalled)],
        ]}
      />
    );
  }
  return (
    <>
      {limit.monthlyLimit === null ? null : <SpendMeter meter={limitMeter(limit.spentThisMonth, limit.monthlyLimit)} />}
      <Figures
        rows={[
          limit.monthlyLimit === null && [t.spent, `${formatEuro(limit.spentThisMonth)} · ${t.noLimit}`],
          [t.forecast, formatEuro(limit.forecast)],
          [usageText.totalMinutes, formatDuration(month.totalSecondsCalled)],
        ]}
      />
    </>
  );
}
