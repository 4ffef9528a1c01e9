import { Link } from 'react-router';
import type { OverviewMonth } from '../../../api/overview';
import { href } from '../../../routing/href';
import { costText } from '../../../text/costControl';
import { creditText } from '../../../text/credit';
import { formatDate, formatDuration, formatEuro } from '../../../text/format';
import { overviewText as t } from '../../../text/overview';
import { usageText } from '../../../text/usage';
import { ExternalLink } from '../../../ui/ExternalLink';
import { forecastView, limitMeter, SpendMeter } from '../../usage/public';
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
          [t.credit, credit ? creditText.inclVat(formatEuro(credit.credit)) : '—'],
          limit.creditMinutes !== null && [t.creditMinutes, t.creditMinutesValue(limit.creditMinutes)],
          credit !== null && [t.creditEnds, formatDate(credit.endDate)],
          [usageText.totalMinutes, formatDuration(month.totalSecondsCalled)],
        ]}
      />
    );
  }
  // The forecast in the usage page's words, what it assumes included: a sentence rather than a label.
  const forecast = forecastView(limit);
  return (
    <>
      {limit.monthlyLimit === null ? null : <SpendMeter meter={limitMeter(limit.spentThisMonth, limit.monthlyLimit)} />}
      <Figures
        rows={[
          limit.monthlyLimit === null && [
            t.spent,
            `${costText.exclVat(formatEuro(limit.spentThisMonth))} · ${t.noLimit}`,
          ],
          [usageText.totalMinutes, formatDuration(month.totalSecondsCalled)],
        ]}
      />
      <p className="overview-forecast">
        {forecast.label} <strong>{forecast.amount}</strong>
      </p>
    </>
  );
}
