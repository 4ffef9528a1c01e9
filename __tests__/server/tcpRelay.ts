/**
 * A TCP relay between the server's pool and PostgreSQL, to take the database away the way a network
 * does: `cut()` closes every connection and refuses new ones (a stopped server, a partition that
 * resets), `freeze()` keeps the connections open but passes nothing (a stuck server), and `restore()`
 * undoes either.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface TcpRelay {
  port: number;
  cut(): Promise<void>;
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Data flows both ways. */
function link([client, upstream]: [Socket, Socket]): void {
  client.pipe(upstream);
  upstream.pipe(client);
  client.resume();
  upstream.resume();
}

/** Nothing flows: what either side sends stays in the socket buffers. */
function unlink([client, upstream]: [Socket, Socket]): void {
  client.unpipe(upstream);
  upstream.unpipe(client);
  client.pause();
  upstream.pause();
}

export async function tcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const pairs = new Set<[Socket, Socket]>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (frozen) unlink(pair);
    else link(pair);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const cut = async () => {
    const closed = stop();
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    await closed;
  };
  return {
    port,
    cut,
    freeze() {
      frozen = true;
      for (const pair of pairs) unlink(pair);
    },
    async restore() {
      if (frozen) {
        frozen = false;
        for (const pair of pairs) link(pair);
      }
      if (!server.listening) await listen(port);
    },
    async close() {
      if (server.listening) await cut();
    },
  };
}
