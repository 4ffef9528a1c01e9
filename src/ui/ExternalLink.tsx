import type { MouseEvent, ReactNode } from 'react';
import { postToNative } from './nativeBridge';

/**
 * A link to a page outside the portal. Inside the iOS/Android app it asks the host to open the
 * system browser (docs/native-bridge.md); on desktop it opens a new tab. Still a real link, so
 * keyboard, screen readers and "copy link" work.
 */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Inside the apps the host opens the system browser (docs/native-bridge.md).
    if (postToNative({ type: 'openExternal', url: href })) event.preventDefault();
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {children}
    </a>
  );
}
