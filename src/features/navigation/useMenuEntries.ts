import { menuEntries, useGetDashboardQuery, type MenuEntry } from '../dashboard/public';

/** Facts that give the menu only 'Overzicht': while GET /dashboard runs, or when it failed. */
const beforeAnswer = { role: null, active: false, hasSms: false, accessType: null } as const;

/**
 * The side menu's entries: the dashboard's rule on the dashboard's answer (GET /dashboard, cached and
 * shared with '/app'). Until it is in, or when it failed (a silent read, requirements §8), 'Overzicht' only.
 */
export function useMenuEntries(): MenuEntry[] {
  const { currentData } = useGetDashboardQuery();
  if (!currentData) return menuEntries(beforeAnswer, '');
  const { user, hasSms, subscription } = currentData;
  return menuEntries(
    { role: user.role, active: user.active, hasSms, accessType: subscription?.accessType ?? null },
    user.poc,
  );
}
