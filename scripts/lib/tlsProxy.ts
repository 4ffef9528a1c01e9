import { spawn } from 'node:child_process';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
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

const PROXY_MAIN = path.join(__dirname, 'tlsProxyMain.ts');
const START_TIMEOUT_MS = 30_000;
const PROXY_READY = /^tls-proxy (https:\/\/\S+)$/m;

/**
 * The same proxy in a process of its own, as a deployment's TLS terminator is. In the process that
 * also runs Lighthouse it waits its turn behind the trace's processing, and the page's requests take
 * 20–60 ms longer to answer: Lighthouse's simulation adds that to every request it replays.
 */
export function spawnTlsProxy(upstream: string): Promise<TlsProxy> {
  const child = spawn(process.execPath, ['--import', 'tsx', PROXY_MAIN, upstream], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise<TlsProxy>((resolve, reject) => {
    let output = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`The TLS proxy did not start: ${reason}`));
    };
    const timer = setTimeout(() => fail(`no address within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    const ended = (code: number | null) => fail(`it ended with code ${String(code)}`);
    child.once('exit', ended);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = PROXY_READY.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.off('exit', ended);
      resolve({ url, stop });
    });
  });
}
