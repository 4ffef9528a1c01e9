// What other features may use of the credit area: the dashboard's credit row reads it.
export { useGetCreditQuery } from './creditApi';
