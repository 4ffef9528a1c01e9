/**
 * The TLS proxy (tlsProxy.ts) as a process of its own: `node --import tsx tlsProxyMain.ts <upstream>`.
 * Prints 'tls-proxy <its address>' once it listens and stops on SIGTERM.
 */
import { startTlsProxy } from './tlsProxy';

async function main(): Promise<void> {
  const upstream = process.argv[2];
  if (!upstream) throw new Error('usage: tlsProxyMain.ts <upstream origin>');
  const proxy = await startTlsProxy(upstream);
  process.stdout.write(`tls-proxy ${proxy.url}\n`);
  process.once('SIGTERM', () => void proxy.stop().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
