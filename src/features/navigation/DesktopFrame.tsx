import { useEffect, useId, useRef, useState } from 'react';
import { generatePath, Link, useMatches, type Params, type UIMatch } from 'react-router';
import { can, type Role } from '../../api/permissions';
import { getConfig } from '../../config';
import { pageAccess } from '../../routing/pageAccess';
import { isRoutePath, isSubPage, routeChain } from '../../routing/routeChain';
import { routePermissions, type UserRoutePath } from '../../routing/routePermissions';
import { routeHandles } from '../../routing/routeTable';
import { selectRole, selectUser } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { navigationText as t } from '../../text/navigation';
import { MenuIcon } from '../../ui/icons/MenuIcon';
import { useShownTitle } from '../../ui/pageTitle';
import { LogoutButton } from '../dashboard/public';
import { useMenuEntries } from './useMenuEntries';
import './navigation.css';

/** The addresses of the current page and of the pages above it, the dashboard first. */
function chainAddresses(leaf: UIMatch | undefined, role: Role | null): string[] {
  if (!leaf || !isRoutePath(leaf.id)) return [];
  return routeChain(leaf.id, role).map((path) => generatePath(path, leaf.params as Params<string>));
}

/** Whether the page shown is 'Geen toegang' for the role (frame/PageAccess.tsx decides the same). */
function refused(leaf: UIMatch | undefined, role: Role | null): boolean {
  const path = leaf?.id;
  return !!path && path in routePermissions && pageAccess(role, routePermissions[path as UserRoutePath]) === 'refused';
}

/**
 * The desktop frame around every logged-in page: a top bar (provider, who is logged in, 'Uitloggen')
 * and the side menu 'Hoofdmenu', whose entries are the dashboard's (one rule). Below 1024 px the menu
 * folds behind 'Menu': opened, it takes the focus; Escape closes it and gives the focus back to the
 * button, and a click elsewhere or a choice closes it.
 */
export function DesktopNavigation() {
  const user = useAppSelector(selectUser);
  const entries = useMenuEntries();
  const leaf = useMatches().at(-1);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  const chosen = useRef(false);
  const pathname = leaf?.pathname;

  // After a menu choice the focus goes to the new page's heading, so a keyboard or screen reader user
  // lands where the page begins instead of staying in the menu.
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    document.querySelector<HTMLElement>('#main h1')?.focus();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    // Opened (only ever folded): the focus goes to the first entry, as in any menu that unfolds.
    menu.current?.querySelector('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !menuButton.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // The entry of this page, or of the nearest page above it that has one (an invoice: 'Facturen'); none
  // on a page the role does not reach ('Geen toegang'), which no entry leads to.
  const chain = refused(leaf, user?.role ?? null) ? [] : chainAddresses(leaf, user?.role ?? null);
  const current = [...chain].reverse().find((address) => entries.some((entry) => entry.to === address));

  return (
    <>
      <header className="topbar">
        <a
          className="skip-link"
          href="#main"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('main')?.focus();
          }}
        >
          {t.skipToContent}
        </a>
        <button
          ref={menuButton}
          type="button"
          className="topbar-menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon />
          {t.menuButton}
        </button>
        <span className="topbar-provider">{getConfig().providerName}</span>
        {user ? (
          <span className="topbar-user">
            <span className="topbar-name">{user.fullName}</span>
            {can(user.role, 'account') ? <span className="topbar-poc">{t.customerNumber(user.poc)}</span> : null}
          </span>
        ) : null}
        <LogoutButton className="topbar-logout" />
      </header>
      <nav ref={menu} id={menuId} className={open ? 'sidemenu sidemenu-open' : 'sidemenu'} aria-label={t.mainMenu}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link
                to={entry.to}
                aria-current={entry.to === current ? 'page' : undefined}
                onClick={() => {
                  setOpen(false);
                  chosen.current = entry.to !== current;
                }}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** Where a sub-page sits (requirements §2 routes by their back targets), with links to its parents. */
export function Breadcrumb() {
  const leaf = useMatches().at(-1);
  const role = useAppSelector(selectRole);
  // The page's own title where it gave one ('Creditnota F2026-000050' where the route says 'Factuur').
  const shownTitle = useShownTitle();
  if (!leaf || !isSubPage(leaf.id, role) || !isRoutePath(leaf.id)) return null;
  const chain = routeChain(leaf.id, role);
  const params = leaf.params as Params<string>;
  return (
    <nav className="breadcrumb" aria-label={t.breadcrumb}>
      <ol>
        {chain.map((path, index) =>
          index === chain.length - 1 ? (
            <li key={path}>
              <span aria-current="page">{shownTitle || routeHandles[path].title}</span>
            </li>
          ) : (
            <li key={path}>
              <Link to={generatePath(path, params)}>{routeHandles[path].title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
