/**
 * What the cluster tests share: the PostgreSQL of the run (globalSetup.ts), server instances on it as
 * real processes (scripts/lib/serverProcess.ts) with their JSON log lines, haproxy in front of two of
 * them (scripts/lib/haproxy.ts), and a direct connection to the database to count rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PROXY_SOURCE, startHaproxy, type Haproxy } from '../../../scripts/lib/haproxy';
import { attachLocalPostgres, type LocalPostgres, type LocalPostgresInfo } from '../../../scripts/lib/localPostgres';
import { spawnServer, type ServerProcess } from '../../../scripts/lib/serverProcess';

export function postgres(): LocalPostgres {
  const info = process.env.CLUSTER_POSTGRES;
  if (!info) throw new Error('CLUSTER_POSTGRES is not set: run through npm run test:cluster');
  return attachLocalPostgres(JSON.parse(info) as LocalPostgresInfo);
}

/** A fresh schema name, so each file starts on an empty database. */
export const newSchema = (): string => `cluster_${randomBytes(4).toString('hex')}`;

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  route?: string;
  status?: number;
  database?: string;
  [key: string]: unknown;
}

export interface Instance {
  name: string;
  process: ServerProcess;
  url: string;
  /** The server's output lines, as printed (JSON log lines and the plain start lines). */
  output: string[];
  /** The JSON log lines so far. */
  log(): LogLine[];
  /** Starts the instance again on the same port (after a kill or a stop), with the same settings. */
  restart(): Promise<void>;
}

/**
 * Settings of an instance behind haproxy: PostgreSQL on `schema` with two roles as in production (the
 * server's, which owns nothing, and the owner's for the migrations), demo mode (the demo accounts),
 * requests logged at info, metrics on a port of their own, haproxy's address as the trusted proxy.
 */
export function clusterEnv(schema: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: postgres().serverUrl,
    DATABASE_OWNER_URL: postgres().url,
    DATABASE_SCHEMA: schema,
    TRUST_PROXY: PROXY_SOURCE,
    LOG_LEVEL: 'info',
    METRICS_PORT: '0',
    STATIC_DIR: '',
    // The login limits per address are what the tests look at; the per-client one stays out of the way.
    RATE_LIMIT_IP_ATTEMPTS: '10000',
    // The load writes tickets far faster than a customer may; the per-account limit is proven by the server tests.
    LIMIT_TICKET_MESSAGES_HOUR: '100000',
    ...extra,
  };
}

export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const output: string[] = [];
  // A line may come in two chunks; stdout and stderr each keep their own unfinished line.
  const partial = { stdout: '', stderr: '' };
  const onOutput = (chunk: Buffer, stream: 'stdout' | 'stderr') => {
    const lines = (partial[stream] + chunk.toString('utf8')).split('\n');
    partial[stream] = lines.pop() ?? '';
    output.push(...lines.filter(Boolean));
  };
  const instance: Instance = {
    name,
    process: await spawnServer({ env, onOutput }),
    url: '',
    output,
    log: () => output.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine),
    async restart() {
      const port = new URL(instance.url).port;
      instance.process = await spawnServer({ env: { ...env, PORT: port }, onOutput });
    },
  };
  instance.url = instance.process.url;
  return instance;
}

/** Starts instances at the same moment (each on its own free port); if one fails, stops the others. */
export async function startInstances(count: number, env: Record<string, string>): Promise<Instance[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startInstance(`app${i + 1}`, env)));
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failed) return instances;
  await Promise.all(instances.map((instance) => instance.process.stop()));
  throw failed.reason;
}

export interface Cluster {
  instances: [Instance, Instance];
  haproxy: Haproxy;
  schema: string;
  stop(): Promise<void>;
}

/**
 * The drain of the instances behind haproxy: its ready check (every 1 s, then 0.5 s, 2 failures) takes them out in it.
 */
export const DRAIN_SECONDS = 3;

/** Two instances on a fresh schema and haproxy in front of them. */
export async function startCluster(extra: Record<string, string> = {}): Promise<Cluster> {
  const schema = newSchema();
  // Behind haproxy a stop drains as in production (docs/operations.md): its checks take 1-2 s.
  const env = clusterEnv(schema, { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS), ...extra });
  // The first one seeds; the second then starts on a seeded database (tested apart in startup.test.ts).
  const first = await startInstance('app1', env);
  const second = await startInstance('app2', env);
  const haproxy = await startHaproxy([first.url, second.url]);
  return {
    instances: [first, second],
    haproxy,
    schema,
    async stop() {
      await haproxy.stop();
      await Promise.all([first.process.stop(), second.process.stop()]);
      await query(schema, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

/** One statement on `schema`, through a connection of its own. */
export async function query<T>(schema: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres().url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The value of one sample in Prometheus text, e.g. metric(text, 'portal_mails_total', { result: 'sent' }). */
export function metric(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (row) =>
        (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) &&
        wanted.every((label) => row.slice(name.length).includes(label)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

export async function scrape(instance: Instance): Promise<string> {
  if (!instance.process.metricsUrl) throw new Error(`${instance.name} has no METRICS_PORT`);
  return (await fetch(instance.process.metricsUrl)).text();
}
