// The limit's forms and the form library they bring (react-final-form, the shared fields): a chunk of
// their own, fetched once the month's figures are on screen (UsageLimitSection.tsx).
export { LiftBlockForm } from './LiftBlockForm';
export { LimitForm } from './LimitForm';
