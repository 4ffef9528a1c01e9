import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfigResponse, Platform } from '../../src/api/contract';
import { caller } from '../auth/guard';
import type { Deps } from '../deps';

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

export function appConfigRoutes(app: FastifyInstance, _deps: Deps): void {
  app.get('/app/config', { config: { allowInactive: true } }, async (request): Promise<AppConfigResponse> => {
    const me = caller(request);
    const platform = detectPlatform(request);
    return {
      // iOS shows the "getting" overlay text, the others the "saving" one (spec 2, App shell).
      app: { platform, state: platform === 'ios' ? 'get' : 'save' },
      user: {
        email: me.email,
        fullName: me.fullName,
        poc: me.poc,
        isAdmin: me.isAdmin,
        active: me.active,
        loginType: me.loginType,
      },
    };
  });
}
