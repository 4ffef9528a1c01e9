import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { appConfigRoutes } from './appConfig';
import { authRoutes } from './auth';
import { creditRoutes } from './credit';
import { dashboardRoutes } from './dashboard';
import { devRoutes } from './dev';
import { numbersRoutes } from './numbers';
import { settingsRoutes } from './settings';

/** Every API area; each module registers its own routes (paths as in spec 7, under /api). */
export function apiRoutes(api: FastifyInstance, deps: Deps): void {
  authRoutes(api, deps);
  appConfigRoutes(api, deps);
  dashboardRoutes(api, deps);
  numbersRoutes(api, deps);
  settingsRoutes(api, deps);
  creditRoutes(api, deps);
  if (deps.config.demoEndpoints) devRoutes(api, deps);
}
