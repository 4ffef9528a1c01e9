import { href } from '../../routing/href';
import { selectTwoStepSetupRequired } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { pageTitles } from '../../text/pageTitles';
import { menuEntries, useGetDashboardQuery, type MenuEntry } from '../dashboard/public';

/** Facts that give the menu only 'Overzicht': while GET /dashboard runs, or when it failed. */
const beforeAnswer = { role: null, active: false, hasSms: false, accessType: null } as const;

/** Until two-step verification is set up where the account requires it, the one page there is. */
const setUpOnly: MenuEntry[] = [{ key: 'security', label: pageTitles.security, to: href('/security') }];

/**
 * The side menu's entries: the dashboard's rule on the dashboard's answer (GET /dashboard, cached and
 * shared with '/app'). Until it is in, or when it failed (a silent read, requirements §8), 'Overzicht' only.
 */
export function useMenuEntries(): MenuEntry[] {
  const setUpFirst = useAppSelector(selectTwoStepSetupRequired);
  const { currentData } = useGetDashboardQuery(undefined, { skip: setUpFirst });
  if (setUpFirst) return setUpOnly;
  if (!currentData) return menuEntries(beforeAnswer, '');
  const { user, hasSms, subscription } = currentData;
  return menuEntries(
    { role: user.role, active: user.active, hasSms, accessType: subscription?.accessType ?? null },
    user.poc,
  );
}
