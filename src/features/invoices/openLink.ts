import type { NativeMessage, NativeWindow } from '../../ui/nativeBridge';

/** Where a prepared download link goes once the server returns it. */
export interface LinkTarget {
  /** Sends the link on; false when it could not be opened, so the page offers it as a plain link. */
  open(url: string): boolean;
  /** Gives up the reserved window (preparing failed). */
  release(): void;
}

/**
 * Call synchronously in the click handler, before awaiting the server: browsers block a window opened
 * after an await. Inside the native apps the link goes to the app (docs/native-bridge.md), since web
 * views do not open windows. The link is a signed file address that lives minutes; the bearer token
 * stays in the API calls' headers and never appears in an address.
 */
export function reserveLinkTarget(): LinkTarget {
  const toApp = nativePoster();
  if (toApp) return { open: (url) => (toApp({ type: 'openExternal', url }), true), release: () => undefined };
  let win: Window | null = null;
  try {
    win = window.open('', '_blank');
  } catch {
    win = null;
  }
  return {
    open(url) {
      if (!win || win.closed) return false;
      win.opener = null;
      win.location.href = url;
      return true;
    },
    release() {
      win?.close();
    },
  };
}

/**
 * The native app's message handler, looked up as postToNative does (iOS first, then Android). Kept here
 * rather than imported: importing the bridge's functions into a page chunk would cost the first visit
 * bytes (the bridge could no longer be inlined into the entry).
 */
function nativePoster(): ((message: NativeMessage) => void) | null {
  const host = window as unknown as NativeWindow;
  const ios = host.webkit?.messageHandlers?.portalNative;
  if (ios) return (message) => ios.postMessage(message);
  const android = host.PortalNative;
  if (android) return (message) => android.postMessage(JSON.stringify(message));
  return null;
}
