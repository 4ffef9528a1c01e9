import type { Journey } from '../support/journey';
import { accountJourneys } from './account';
import { blacklistJourneys } from './blacklist';
import { bundleJourneys } from './bundles';
import { costControlJourneys } from './costControl';
import { darkModeJourneys } from './darkMode';
import { dashboardJourneys } from './dashboard';
import { deskJourneys } from './desk';
import { desktopJourneys } from './desktop';
import { diagnosticsJourneys } from './diagnostics';
import { everyPageJourneys } from './everyPage';
import { invoicesJourneys } from './invoices';
import { numbersJourneys } from './numbers';
import { offlineJourneys } from './offline';
import { prerenderJourneys } from './prerender';
import { resetPasswordJourneys } from './resetPassword';
import { securityJourneys } from './security';
import { sessionJourneys } from './session';
import { subscriptionJourneys } from './subscriptions';
import { supportJourneys } from './support';
import { teamJourneys } from './team';
import { usageJourneys } from './usage';

/** Every journey; run.ts runs each at its viewports (the main three unless it names others) in a fresh browser context. */
export const journeys: Journey[] = [
  // Every page in both schemes first: the longest journeys; two run at once, so the short ones fill in beside them.
  ...everyPageJourneys,
  ...desktopJourneys,
  ...darkModeJourneys,
  ...dashboardJourneys,
  ...sessionJourneys,
  ...prerenderJourneys,
  ...resetPasswordJourneys,
  ...numbersJourneys,
  ...subscriptionJourneys,
  ...bundleJourneys,
  ...usageJourneys,
  ...costControlJourneys,
  ...supportJourneys,
  ...diagnosticsJourneys,
  ...deskJourneys,
  ...teamJourneys,
  ...invoicesJourneys,
  ...blacklistJourneys,
  ...accountJourneys,
  ...securityJourneys,
  ...offlineJourneys,
];
