import type { ReactNode } from 'react';
import { pageAccess } from '../routing/pageAccess';
import { routePermissions, type UserRoutePath } from '../routing/routePermissions';
import { selectRole, selectTwoStepSetupRequired } from '../session/sessionSlice';
import { useAppSelector } from '../state/hooks';
import { ReadOnlyContext } from '../ui/readOnly';
import { PageRefusedNotice, ReadOnlyNotice, TwoStepRequiredNotice } from './PageAccessNotices';

/**
 * The logged-in page `path` as the user's role meets it (its permission in routing/routePermissions.ts,
 * the matrix of src/api/permissions.ts): 'Geen toegang' instead of the page, or the page with the
 * read-only notice and without its save buttons. The route loads it with the page (app/routes.tsx), so
 * the check is there before the page's first render; the first visit to the login does not carry it.
 */
export function PageAccess({ path, children }: { path: UserRoutePath; children: ReactNode }) {
  const role = useAppSelector(selectRole);
  const twoStepSetupRequired = useAppSelector(selectTwoStepSetupRequired);
  const rights = pageAccess(role, routePermissions[path]);
  return (
    <>
      {twoStepSetupRequired ? <TwoStepRequiredNotice /> : null}
      {rights === 'readOnly' ? <ReadOnlyNotice /> : null}
      {rights === 'refused' ? (
        <PageRefusedNotice />
      ) : (
        <ReadOnlyContext.Provider value={rights === 'readOnly'}>{children}</ReadOnlyContext.Provider>
      )}
    </>
  );
}
