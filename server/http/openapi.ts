import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { LoginErrorBody, MessageBody, TicketErrorBody } from '../../src/api/contract';
import type { ErrorStyle } from './errors';

/** The error answer of each error style (docs/api.md, "Errors"), for the document only. */
const ERROR_BODIES: Record<ErrorStyle, object> = {
  plain: MessageBody,
  fields: LoginErrorBody,
  ticket: TicketErrorBody,
};

/**
 * The OpenAPI 3.1 document of the API, built by @fastify/swagger from the route schemas (the same
 * TypeBox schemas as the contract's types) and served at GET /api/openapi.json. It is public: it
 * describes shapes the app's own code already shows to anyone, and no data. Routes that need a
 * login are marked with the bearer scheme.
 */
export async function openApi(api: FastifyInstance): Promise<void> {
  await api.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Klantportaal API',
        version: '1.0.0',
        description:
          'Wire contract of the self-service portal (spec section 7). Errors are 4xx/5xx with a Dutch ' +
          'message in the route\'s error style: {"message": "..."}, {"message": {"field": "..."}} ' +
          '(login, app login) or {"error": {"message": "..."}} (tickets). See docs/api.md.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Only the document changes here: the routes keep serialising their 2xx answers alone.
    transform: ({ schema, url, route }) => {
      const auth = route.config?.auth ?? 'user';
      const error = { description: 'Dutch message', ...ERROR_BODIES[route.config?.errorStyle ?? 'plain'] };
      const transformed = {
        ...schema,
        ...(schema.response ? { response: { ...schema.response, '4xx': error, '5xx': error } } : {}),
        ...(auth === 'none' ? {} : { security: [{ bearer: [] }] }),
      };
      return { schema: transformed, url };
    },
  });
  api.get('/openapi.json', { config: { auth: 'none' }, schema: { hide: true } }, async () => api.swagger());
}
