import type { FastifyContextConfig } from 'fastify';

/** Route config of calls only the main account holder may make. */
export const ADMIN = { auth: 'admin' } as const satisfies FastifyContextConfig;
/** Route config of calls without a login. */
export const PUBLIC = { auth: 'none' } as const satisfies FastifyContextConfig;
