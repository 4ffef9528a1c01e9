/**
 * Messages to the native Android/iOS app hosting the web view. The apps inject a handler named
 * `portalNative` (iOS: window.webkit.messageHandlers.portalNative; Android: window.PortalNative with
 * a postMessage(json) method). See docs/native-bridge.md. Without a host app, calls do nothing.
 */
export type NativeMessage =
  | { type: 'closeWebView' }
  | { type: 'clearMenuButton' }
  /** A page outside the portal (payment pages, a prepared invoice PDF): the app opens the system browser. */
  | { type: 'openExternal'; url: string };

export interface NativeWindow {
  webkit?: { messageHandlers?: { portalNative?: { postMessage(message: NativeMessage): void } } };
  PortalNative?: { postMessage(json: string): void };
}

export function postToNative(message: NativeMessage): boolean {
  const host = window as unknown as NativeWindow;
  const ios = host.webkit?.messageHandlers?.portalNative;
  if (ios) {
    ios.postMessage(message);
    return true;
  }
  if (host.PortalNative) {
    host.PortalNative.postMessage(JSON.stringify(message));
    return true;
  }
  return false;
}

export const closeWebView = () => postToNative({ type: 'closeWebView' });
export const clearMenuButton = () => postToNative({ type: 'clearMenuButton' });
