// What other features may use of the usage area: the cost controls' calls (the credit page sets the
// prepaid low-credit warning with them), and the bar of this month's costs with its tag (the overview).
export { forecastView, limitMeter } from './limitView';
export { SpendMeter } from './SpendMeter';
export { USAGE_LIMIT, useGetUsageLimitQuery, useSaveUsageLimitMutation } from './usageLimitApi';
