import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/deps';
import { accountRoutes } from './account';
import { activityRoutes } from './activity';
import { appConfigRoutes } from './appConfig';
import { authRoutes } from './auth';
import { blacklistRoutes } from './blacklist';
import { bundleRoutes } from './bundles';
import { callPageRoutes } from './callPages';
import { creditRoutes } from './credit';
import { dashboardRoutes } from './dashboard';
import { emailCodeRoutes } from './emailCodes';
import { emailConfirmRoutes } from './emailConfirm';
import { extraUserActivationRoutes } from './extraUserActivation';
import { invitationRoutes } from './invitation';
import { invoiceDetailsRoutes } from './invoiceDetails';
import { invoiceMailChoiceRoutes } from './invoiceMailChoice';
import { invoiceRoutes } from './invoices';
import { numbersRoutes } from './numbers';
import { overviewRoutes } from './overview';
import { passwordResetRoutes } from './passwordReset';
import { portingRoutes } from './porting';
import { securityRoutes } from './security';
import { settingsRoutes } from './settings';
import { subscriptionRoutes } from './subscriptions';
import { teamRoutes } from './team';
import { ticketRoutes } from './tickets';
import { usageRoutes } from './usage';
import { usageLimitRoutes } from './usageLimit';

/**
 * Every area of the customers' API; each module registers its own routes (paths as in requirements §7,
 * under /api). The desk's API (desk/) and the demo-only routes (dev.ts) are registered beside it by the app
 * factory.
 */
export function apiRoutes(scope: FastifyInstance, deps: Deps): void {
  const api = scope.withTypeProvider<TypeBoxTypeProvider>();
  authRoutes(api, deps);
  passwordResetRoutes(api, deps);
  emailConfirmRoutes(api, deps);
  appConfigRoutes(api, deps);
  dashboardRoutes(api, deps);
  numbersRoutes(api, deps);
  settingsRoutes(api, deps);
  creditRoutes(api, deps);
  invoiceRoutes(api, deps);
  invoiceMailChoiceRoutes(api, deps);
  invoiceDetailsRoutes(api, deps);
  blacklistRoutes(api, deps);
  subscriptionRoutes(api, deps);
  bundleRoutes(api, deps);
  extraUserActivationRoutes(api, deps);
  ticketRoutes(api, deps);
  accountRoutes(api, deps);
  usageRoutes(api, deps);
  usageLimitRoutes(api, deps);
  callPageRoutes(api, deps);
  securityRoutes(api, deps);
  emailCodeRoutes(api, deps);
  overviewRoutes(api, deps);
  // Team access: roles, invitations, required two-step and the activity log.
  teamRoutes(api, deps);
  invitationRoutes(api, deps);
  activityRoutes(api, deps);
  // 'Nummer overzetten': porting numbers in, and their status.
  portingRoutes(api, deps);
}
