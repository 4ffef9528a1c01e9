import type { Platform } from './api/contract';

/** Build-time configuration (config/portal.config.cjs), injected as __PORTAL_CONFIG__. */
export interface PortalConfig {
  /** Base of every API path, e.g. '/api' (same origin) or 'http://127.0.0.1:8080/api'. */
  apiBaseUrl: string;
  /** Provider name used in texts such as the cancellation reasons. */
  providerName: string;
  /** External account site that desktop logins go to; '' shows the login form. */
  accountSiteUrl: string;
  appVersion: string;
  /** The provider's page of its phone app (install or open it): where 'Berichten' leads on desktop. */
  appPageUrl: string;
  defaultPlatform: Platform;
}

declare const __PORTAL_CONFIG__: PortalConfig;

/** Read on every use so tests can point the app at the server they started. */
export function getConfig(): PortalConfig {
  return __PORTAL_CONFIG__;
}
