// What other features may use of the dashboard area: its endpoint, for optimistic cache updates.
export { dashboardApi } from './dashboardApi';
