import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../base/httpError';
import { t } from '../base/text';
import { unavailableReason } from '../db/unavailable';
import { errorPage, wantsErrorPage } from './errorPage';
import { noteDatabaseUnavailable } from './requestLog';
import { schemaMessage } from './validation';

/** How a route shapes its errors (requirements §8; docs/api.md, "Errors"). */
export type ErrorStyle = 'plain' | 'fields' | 'ticket';

/** The response body for `message` in the route's error style. */
export function errorBody(style: ErrorStyle, message: string | Record<string, string>): unknown {
  if (style === 'ticket')
    return { error: { message: typeof message === 'string' ? message : Object.values(message).join(' ') } };
  if (style === 'fields') return { message: typeof message === 'string' ? { error: message } : message };
  return { message: typeof message === 'string' ? message : Object.values(message).join(' ') };
}

/**
 * Fastify's own client errors (body parsing and the like) in Dutch. Every bad body is a 400, as the
 * client and the contract treat it: too large, not JSON, or JSON of the wrong shape.
 */
function frameworkError(error: FastifyError): { status: number; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 400, message: t.http.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: t.http.unsupportedType };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: t.http.notObject };
    default:
      return { status: 400, message: t.http.badJson };
  }
}

/** Seconds a client waits before trying again when the database is out of reach. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const style = request.routeOptions.config.errorStyle ?? 'plain';
  const unavailable = unavailableReason(error);
  if (unavailable !== null) {
    // One log line for it (the request log's), not a stack trace per request.
    noteDatabaseUnavailable(request, unavailable);
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS))
      .send(errorBody(style, t.http.unavailable));
  }
  if (error instanceof HttpError) {
    reply.status(error.status).headers(error.headers);
    // A mailed link opened in the browser: a page to read, not the API's JSON.
    if (wantsErrorPage(request)) return reply.type('text/html; charset=utf-8').send(errorPage(error.message));
    return reply.send(errorBody(style, error.body));
  }
  if (error.validation) return reply.status(400).send(errorBody(style, schemaMessage(error.validation)));
  const known = frameworkError(error);
  if (known) return reply.status(known.status).send(errorBody(style, known.message));
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody(style, t.http.internal));
}
