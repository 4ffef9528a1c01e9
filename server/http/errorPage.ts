import type { FastifyRequest } from 'fastify';
import { t } from '../base/text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A link a person opens in the browser (a mailed download link): a refusal is answered as a short
     * Dutch page when the browser asks for one, not as the API's JSON.
     */
    errorPage?: boolean;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML text: the message is never markup, whatever it holds. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Whether the refusal of `request` goes out as a page: its route says so and the browser asks for HTML. */
export function wantsErrorPage(request: FastifyRequest): boolean {
  if (!request.routeOptions.config.errorPage) return false;
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

/**
 * The page a person sees instead of `{"message": …}`: a heading, the refusal's Dutch message and the
 * way back to the portal. Plain HTML with no script or style of its own (the CSP allows none inline).
 */
export function errorPage(message: string): string {
  const text = t.errorPage;
  return [
    '<!doctype html>',
    '<html lang="nl">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(text.title)}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(text.heading)}</h1>`,
    `<p>${escapeHtml(message)}</p>`,
    `<p><a href="/">${escapeHtml(text.toPortal)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
