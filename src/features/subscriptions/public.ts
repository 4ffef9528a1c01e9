// What other features may use of the subscriptions area: the tag of its list (the overview refreshes with it).
export { SUBSCRIPTIONS_LIST } from './subscriptionsApi';
