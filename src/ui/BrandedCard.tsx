import type { ReactNode } from 'react';
import { getConfig } from '../config';
import { useAppSelector } from '../state/hooks';
import { selectPlatform } from './uiSlice';

/**
 * The login page's card for the pages behind a mailed link (an invitation, activating a login,
 * confirming an address, a new password): the provider's name and, on desktop, the page's heading (a
 * phone's header has it), centred like the login. Their routes say `card`, so the frame adds no heading.
 */
export function BrandedCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const desktop = useAppSelector(selectPlatform) === 'desktop';
  return (
    <div className={className ? `login-card ${className}` : 'login-card'}>
      <p className="login-provider">{getConfig().providerName}</p>
      {desktop ? <h1 className="login-heading">{title}</h1> : null}
      {children}
    </div>
  );
}
