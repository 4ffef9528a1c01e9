/**
 * Every area's endpoints, injected into baseApi. A replay of a support log needs them all: RTK
 * Query's reducer looks up the endpoint of each recorded answer (scripts/replay.ts, the desk's
 * DevTools view). `__tests__/unit/app/portalEndpoints.test.ts` checks that none is missing.
 */
import '../features/account/accountApi';
import '../features/blacklist/blacklistApi';
import '../features/bundles/bundlesApi';
import '../features/credit/creditApi';
import '../features/dashboard/dashboardApi';
import '../features/dashboard/overview/overviewApi';
import '../features/invoices/invoiceDetailsApi';
import '../features/invoices/invoicesApi';
import '../features/numbers/numbersApi';
import '../features/porting/portingApi';
import '../features/security/securityApi';
import '../features/settings/settingsApi';
import '../features/subscriptions/subscriptionsApi';
import '../features/support/supportApi';
import '../features/team/teamApi';
import '../features/usage/callPagesApi';
import '../features/usage/usageApi';
import '../features/usage/usageLimitApi';
import '../session/pages/activateApi';
import '../session/pages/emailConfirmApi';
import '../session/pages/loginCodeApi';
import '../session/pages/passwordApi';
import '../session/tokens/authApi';
