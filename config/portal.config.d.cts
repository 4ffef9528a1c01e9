import type { PortalConfig } from '../src/config';
export declare function portalConfig(env?: Record<string, string | undefined>): PortalConfig;
