import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { selfSignedCert } from './selfSignedCert';

/** Headers that belong to one connection (RFC 9113 8.2.2) or are HTTP/2 pseudo-headers: not passed on. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
const passable = (headers: IncomingHttpHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
  );

export interface TlsProxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * HTTPS with HTTP/2 on a free loopback port in front of an HTTP/1.1 server: what a deployment's
 * TLS-terminating proxy does, so a browser meets the app as it is served in production (one
 * connection, multiplexed). Bodies stream through; nothing is buffered or rewritten.
 */
export async function startTlsProxy(upstream: string): Promise<TlsProxy> {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...selfSignedCert(), allowHTTP1: true }, (request, response) => {
    const forwarded = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...passable(request.headers), host: target.host, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser keeps its connection open; it is not waited for.
        for (const session of sessions) session.destroy();
        agent.destroy();
      }),
  };
}
