import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './errors';
import { t } from '../text';

/**
 * Serves the built app from `dir`: hashed files under /assets/ are cached for a year, everything
 * else is revalidated; any other GET that is not an API call gets index.html (history fallback).
 * Brotli/gzip apply here only: API answers are small and their hot path stays lean.
 */
export async function serveApp(app: FastifyInstance, dir: string | null): Promise<void> {
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const indexFile = dir ? path.join(dir, 'index.html') : null;
  const hasApp = indexFile !== null && existsSync(indexFile);
  if (hasApp && dir) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const inAssets = filePath.startsWith(path.join(dir, 'assets') + path.sep);
        reply.header('Cache-Control', inAssets ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(readFileSync(indexFile ?? ''));
  if (hasApp) app.get('/', async (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/');
    if (isPage && hasApp) return sendIndex(reply);
    return reply.status(404).send(errorBody('plain', t.http.notFound));
  });
}
