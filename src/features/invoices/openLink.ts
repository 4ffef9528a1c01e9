import type { NativeMessage, NativeWindow } from '../../ui/nativeBridge';

/**
 * Hands a prepared download link on (docs/decisions/0126-downloads-without-a-window.md). Inside the
 * native apps it goes to the app (docs/native-bridge.md), which opens it in the system browser, since
 * web views do not download. In a browser the file downloads from the page itself through a link with
 * `download`: the server sends it as an attachment under its own name, so no window opens and none stays
 * blank. The link is a signed file address that lives minutes; the bearer token stays in the API calls'
 * headers and never appears in an address.
 */
export function sendLinkOn(url: string): void {
  const toApp = nativePoster();
  if (toApp) {
    toApp({ type: 'openExternal', url });
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
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
