/**
 * A throwaway PostgreSQL cluster in a temp folder on a free loopback port (Debian's postgresql
 * package: initdb and pg_ctl), run as the postgres user when we are root: the benches and the cluster
 * tests start one. Besides start and stop it can take the server away the way production does:
 * `stopServer()`/`startServer()` (a restart on the same port) and `freeze()`/`thaw()` (SIGSTOP and
 * SIGCONT of every PostgreSQL process, as under a stuck disk or a network partition).
 * `scripts/with-postgres.sh` does the same for a shell command (npm run test:pg).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './freePort';
import { childPids } from './memory';

export interface LocalPostgres {
  info: LocalPostgresInfo;
  /** postgres://postgres@127.0.0.1:PORT/postgres: the superuser, who owns what it creates. */
  url: string;
  /**
   * postgres://portal_server@127.0.0.1:PORT/postgres: a role that owns nothing, for a server whose
   * migrations run as `url` (DATABASE_URL beside DATABASE_OWNER_URL; docs/operations.md).
   */
  serverUrl: string;
  /** The same server over its Unix socket. */
  socketUrl: string;
  port: number;
  /** Stops the server (fast shutdown: connections are ended) and keeps its data. */
  stopServer(): void;
  /** Starts it again on the same port. */
  startServer(): void;
  /** Stops every PostgreSQL process with SIGSTOP: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Stops the server and removes its folder. */
  remove(): void;
}

function postgresBin(): string | null {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const dirs = ['/usr/local/bin', ...versions.reverse().map((v) => `/usr/lib/postgresql/${v}/bin`)];
  return dirs.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** Why no cluster can be started here, or null when one can. */
export function postgresMissing(): string | null {
  if (!postgresBin()) return 'PostgreSQL is not installed (apt-get install postgresql).';
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'Running as root, but there is no postgres user to run PostgreSQL as.';
  return null;
}

/** PostgreSQL processes: the postmaster and its children. */
function serverPids(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const main = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return [main, ...childPids(main)];
}

/** Where a running cluster lives: enough to take it over in another process (a test's global setup). */
export interface LocalPostgresInfo {
  bin: string;
  base: string;
  port: number;
  /** The server's command-line options, to start it again. */
  options: string;
}

function run(bin: string, command: string, args: string[]): void {
  const result =
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { encoding: 'utf8' })
      : spawnSync(path.join(bin, command), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/** The role a server connects as when the tables' owner is another (serverUrl). */
const SERVER_ROLE = 'portal_server';

/** The handle of a running cluster (started here, or by another process that passed on its info). */
export function attachLocalPostgres(info: LocalPostgresInfo): LocalPostgres {
  const data = path.join(info.base, 'data');
  const startServer = () =>
    run(info.bin, 'pg_ctl', ['-D', data, '-w', '-l', path.join(info.base, 'log'), '-o', info.options, 'start']);
  const stopServer = () => run(info.bin, 'pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
  const signal = (name: NodeJS.Signals) => {
    for (const pid of serverPids(data)) {
      try {
        process.kill(pid, name);
      } catch {
        // Gone already.
      }
    }
  };
  return {
    info,
    url: `postgres://postgres@127.0.0.1:${info.port}/postgres`,
    serverUrl: `postgres://${SERVER_ROLE}@127.0.0.1:${info.port}/postgres`,
    socketUrl: `postgres://postgres@/postgres?host=${encodeURIComponent(info.base)}&port=${info.port}`,
    port: info.port,
    stopServer,
    startServer,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    remove: () => {
      signal('SIGCONT');
      try {
        stopServer();
      } catch {
        // Not running.
      }
      rmSync(info.base, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a cluster with a server role that owns nothing (serverUrl); `settings` are extra `-c`
 * options. Durability is off (fsync, synchronous_commit): it is thrown away afterwards, and a stop is
 * always a clean shutdown.
 */
export async function startLocalPostgres(settings: string[] = []): Promise<LocalPostgres> {
  const missing = postgresMissing();
  const bin = postgresBin();
  if (missing || !bin) throw new Error(missing ?? 'PostgreSQL is not installed');
  const base = mkdtempSync(path.join(os.tmpdir(), 'kp-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(base, uid, uid);
  }
  const port = await freePort();
  run(bin, 'initdb', ['-D', path.join(base, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  const options = [
    `-p ${port}`,
    `-k ${base}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  const postgres = attachLocalPostgres({ bin, base, port, options });
  postgres.startServer();
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(`CREATE ROLE ${SERVER_ROLE} LOGIN`);
  } finally {
    await client.end();
  }
  return postgres;
}
