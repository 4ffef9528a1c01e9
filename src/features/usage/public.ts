// What other features may use of the usage area: the cost controls' calls (the credit page sets the
// prepaid low-credit warning with them).
export { useGetUsageLimitQuery, useSaveUsageLimitMutation } from './usageLimitApi';
