import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { t } from '../base/text';
import { errorBody } from './errors';
import { ROUTE_CHUNKS_FILE, routePreloader } from './routeChunks';

/**
 * Serves the built app from `dir`: hashed files under /assets/ are cached for a year, everything
 * else is revalidated (the service worker's script, sw.js, included: a new release is seen at once);
 * any other GET that is not an API call or a script gets index.html (history fallback), or under
 * /desk the support desk's desk.html.
 * The build writes a brotli and a gzip twin of every text file (`.br`, `.gz`); they are sent as they
 * are, with Content-Length, to a client that accepts them: nothing is compressed per request.
 */
export async function serveApp(app: FastifyInstance, dir: string | null): Promise<void> {
  const indexFile = dir ? path.join(dir, 'index.html') : null;
  const hasApp = indexFile !== null && existsSync(indexFile);
  if (hasApp && dir) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Source maps stay in dist for support (the build references none) but are not for the public;
      // neither is the route table the server reads.
      allowedPath: (pathName) => !/\.map(\.(br|gz))?$/.test(pathName) && !pathName.includes(ROUTE_CHUNKS_FILE),
      setHeaders: (reply, filePath) => {
        const inAssets = filePath.startsWith(path.join(dir, 'assets') + path.sep);
        reply.header('Cache-Control', inAssets ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Through @fastify/static, so index.html goes out pre-compressed as well (Cache-Control from setHeaders),
  // with the page's own chunks preloaded: they download alongside the entry instead of after it ran.
  const preloadsFor = hasApp && dir ? routePreloader(dir) : () => null;
  const sendIndex = (reply: FastifyReply, url: string) => {
    const preloads = preloadsFor(url);
    if (preloads) reply.header('Link', preloads);
    return reply.status(200).sendFile('index.html');
  };
  // '/' is the login page, pre-rendered per platform by the build (config/prerender-login-plugin.cjs):
  // the native apps name theirs in `?platform=`; login.html is the build's default platform.
  const loginPages = new Set(hasApp && dir ? readdirSync(dir).filter((name) => LOGIN_PAGE.test(name)) : []);
  if (hasApp)
    app.get<{ Querystring: { platform?: unknown } }>('/', async (request, reply) => {
      const { platform } = request.query;
      const forPlatform = typeof platform === 'string' ? `login-${platform}.html` : '';
      const page = loginPages.has(forPlatform) ? forPlatform : loginPages.has('login.html') ? 'login.html' : null;
      return page ? reply.status(200).sendFile(page) : sendIndex(reply, request.url);
    });

  // The support desk is an entry of its own (its page, chunks and CSS): '/desk' and every address under it.
  const hasDesk = hasApp && dir !== null && existsSync(path.join(dir, DESK_PAGE));
  app.setNotFoundHandler(async (request, reply) => {
    // A script is never a page: a missing service worker script must answer 404, so that a browser
    // holding an installed one lets it go.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/') &&
      !/\.js(\?|$)/.test(request.url);
    if (isPage && hasDesk && DESK_ADDRESS.test(request.url)) return reply.status(200).sendFile(DESK_PAGE);
    if (isPage && hasApp) return sendIndex(reply, request.url);
    return reply.status(404).send(errorBody('plain', t.http.notFound));
  });
}

const LOGIN_PAGE = /^login(-[a-z]+)?\.html$/;
/** The desk's page (webpack.config.cjs) and the addresses it is served for. */
const DESK_PAGE = 'desk.html';
const DESK_ADDRESS = /^\/desk(\/|\?|#|$)/;
/** The built pages: index.html, the desk's and the pre-rendered login pages, with inline start scripts. */
const PAGE = /^(index|desk|login(-[a-z]+)?)\.html$/;
/** The inline elements of the built pages the policy allows by hash, and how to find their text. */
const INLINE = {
  script: /<script>([\s\S]*?)<\/script>/g,
  style: /<style>([\s\S]*?)<\/style>/g,
} as const;

/**
 * The CSP hashes ('sha256-…') of the built pages' inline `element`s: scripts (the early calls of every
 * page, the login page's start script) or styles (the style sheet, inline in every page): the only
 * inline ones the policy allows, read from the files themselves so the two cannot drift apart.
 */
export function inlineHashes(dir: string | null, element: keyof typeof INLINE): string[] {
  if (!dir || !existsSync(dir)) return [];
  const hashes = new Set<string>();
  for (const name of readdirSync(dir).filter((file) => PAGE.test(file)))
    for (const [, text] of readFileSync(path.join(dir, name), 'utf8').matchAll(INLINE[element]))
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
      );
  return [...hashes];
}
