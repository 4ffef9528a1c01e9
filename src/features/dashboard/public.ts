// What other features may use of the dashboard area: its endpoint (for optimistic cache updates and
// the desktop menu), the rule of its rows that the desktop menu shares, and the logout button.
export { dashboardApi, useGetDashboardQuery } from './dashboardApi';
export { menuEntries, type MenuEntry } from './dashboardRows';
export { LogoutButton } from './LogoutButton';
