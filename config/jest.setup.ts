import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { portalConfig } from './portal.config.cjs';

// The same configuration webpack's DefinePlugin injects into the bundle.
(globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__ = portalConfig({ ...process.env, API_BASE_URL: '' });

// findBy*/waitFor give up after 1 s by default; lazy route chunks and a real server on a busy 2-core
// CI machine can take longer. A failing assertion still fails, only later.
configure({ asyncUtilTimeout: 15_000 });
