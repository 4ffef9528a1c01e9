import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppConfigResponse, type Platform } from '../../src/api/contract';
import { caller } from '../auth/guard';
import { accountOf } from '../domain/views/user';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';

const PLATFORMS: readonly Platform[] = ['ios', 'android', 'desktop'];

/** The platform from `?platform=`, the X-Platform header, or else the User-Agent. */
export function detectPlatform(request: FastifyRequest): Platform {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.platform === 'string' ? query.platform : request.headers['x-platform'];
  if (typeof asked === 'string' && (PLATFORMS as readonly string[]).includes(asked)) return asked as Platform;
  const agent = request.headers['user-agent'] ?? '';
  if (/iPhone|iPad|iPod/i.test(agent)) return 'ios';
  if (/Android/i.test(agent)) return 'android';
  return 'desktop';
}

const configRoute = {
  // Before two-step too: the app learns from it that the user must set it up first.
  config: { ...allow('own.login'), allowInactive: true, allowBeforeTwoStep: true },
  // An unknown platform is not refused: the User-Agent decides then.
  schema: {
    operationId: 'getAppConfig',
    tags: [TAG.config],
    summary: 'The start-up data of the app',
    description: 'The platform (from ?platform=, X-Platform or the User-Agent) and the logged-in user.',
    querystring: Type.Object({ platform: Type.Optional(Type.String({ maxLength: 200 })) }),
    response: { 200: AppConfigResponse },
  },
};

export function appConfigRoutes(app: Api, deps: Deps): void {
  app.get('/app/config', configRoute, async (request): Promise<AppConfigResponse> => {
    const me = caller(request);
    const platform = detectPlatform(request);
    return {
      // iOS shows the "getting" overlay text, the others the "saving" one (requirements §2, app shell).
      app: { platform, state: platform === 'ios' ? 'get' : 'save' },
      user: {
        email: me.email,
        fullName: me.fullName,
        poc: me.poc,
        isAdmin: me.isAdmin,
        role: me.role,
        twoStepSetupRequired: me.twoStepMissing,
        active: me.active,
        loginType: me.loginType,
        ...(await accountOf(deps.db, me.userId)),
      },
    };
  });
}
