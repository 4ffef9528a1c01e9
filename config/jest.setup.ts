import '@testing-library/jest-dom/jest-globals';
import { portalConfig } from './portal.config.cjs';

// The same configuration webpack's DefinePlugin injects into the bundle.
(globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__ = portalConfig({ ...process.env, API_BASE_URL: '' });
