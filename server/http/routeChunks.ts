import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the build (config/route-chunks-plugin.cjs): each page's address pattern and its scripts. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

interface RouteChunks {
  pattern: string;
  files: string[];
  /** A logged-in page: index.html's shell script starts its files after the frame's first paint. */
  painted?: boolean;
}

const isRouteChunks = (value: unknown): value is RouteChunks[] =>
  Array.isArray(value) &&
  value.every(
    (entry: Partial<RouteChunks>) =>
      typeof entry.pattern === 'string' &&
      Array.isArray(entry.files) &&
      entry.files.every((file) => typeof file === 'string' && file.startsWith('/assets/')),
  );

/** '/invoice/:id' matches '/invoice/7': same number of segments, a `:name` segment matches any. */
const matches = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, index) => part === segments[index] || (part.startsWith(':') && segments[index] !== ''));

/**
 * The `Link` header value that preloads a page's chunks for an address ('/usage?x' → the usage
 * chunks), or null for an address that is no page (or a build without the file).
 */
export function routePreloader(dir: string): (url: string) => string | null {
  const file = path.join(dir, ROUTE_CHUNKS_FILE);
  const parsed: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  if (!isRouteChunks(parsed)) throw new Error(`${file} is not what the build writes`);
  const routes = parsed
    .filter((route) => route.files.length > 0 && route.painted !== true)
    .map((route) => ({
      pattern: route.pattern.split('/'),
      link: route.files.map((href) => `<${href}>; rel=preload; as=script`).join(', '),
    }));
  return (url) => {
    const segments = (url.split(/[?#]/)[0] ?? '').replace(/\/$/, '').split('/');
    return routes.find((route) => matches(route.pattern, segments))?.link ?? null;
  };
}
