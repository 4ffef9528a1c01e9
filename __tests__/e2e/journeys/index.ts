import type { Journey } from '../support/journey';
import { accountJourneys } from './account';
import { blacklistJourneys } from './blacklist';
import { bundleJourneys } from './bundles';
import { busyMonthJourneys } from './busyMonth';
import { costControlJourneys } from './costControl';
import { darkModeJourneys } from './darkMode';
import { dashboardJourneys } from './dashboard';
import { datesOnOneLineJourneys } from './datesOnOneLine';
import { deskJourneys } from './desk';
import { deskTeamJourneys } from './deskTeam';
import { desktopJourneys } from './desktop';
import { diagnosticsJourneys } from './diagnostics';
import { eInvoiceJourneys } from './eInvoice';
import { everyPageJourneys } from './everyPage';
import { invoicesJourneys } from './invoices';
import { numbersJourneys } from './numbers';
import { offlineJourneys } from './offline';
import { overviewJourneys } from './overview';
import { prerenderJourneys } from './prerender';
import { resetPasswordJourneys } from './resetPassword';
import { reviewFindingJourneys } from './reviewFindings';
import { securityJourneys } from './security';
import { sessionJourneys } from './session';
import { subscriptionJourneys } from './subscriptions';
import { supportJourneys } from './support';
import { teamJourneys } from './team';
import { usageJourneys } from './usage';

/**
 * Every journey; run.ts runs each at its viewports (the main three unless it names others) in a fresh browser context.
 */
export const journeys: Journey[] = [
  // Every page in both schemes first: the longest journeys; two run at once, so the short ones fill in beside them.
  ...everyPageJourneys,
  ...desktopJourneys,
  ...darkModeJourneys,
  ...dashboardJourneys,
  ...overviewJourneys,
  ...sessionJourneys,
  ...prerenderJourneys,
  ...resetPasswordJourneys,
  ...numbersJourneys,
  ...subscriptionJourneys,
  ...bundleJourneys,
  ...usageJourneys,
  ...busyMonthJourneys,
  ...costControlJourneys,
  ...supportJourneys,
  ...diagnosticsJourneys,
  ...deskJourneys,
  ...eInvoiceJourneys,
  ...deskTeamJourneys,
  ...teamJourneys,
  ...invoicesJourneys,
  ...blacklistJourneys,
  ...accountJourneys,
  ...securityJourneys,
  ...offlineJourneys,
  ...reviewFindingJourneys,
  ...datesOnOneLineJourneys,
];
