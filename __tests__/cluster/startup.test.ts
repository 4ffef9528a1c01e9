import { readdirSync } from 'node:fs';
import path from 'node:path';
import { logIn } from '../../scripts/lib/logIn';
import { clusterEnv, newSchema, query, startInstances, type Instance } from './support/cluster';

const MIGRATIONS = path.resolve(__dirname, '../../server/db/migrations');

/**
 * Instances of a deploy start at the same moment on one empty PostgreSQL database: the migrations
 * and the demo seed each take an advisory lock, so every instance starts and the data is there once.
 */
const schema = newSchema();
let instances: Instance[] = [];

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.process.stop()));
  await query(schema, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
});

test('three demo instances started at once on an empty database all start, and the demo data is seeded once', async () => {
  instances = await startInstances(3, clusterEnv(schema));

  // Each says demo mode on its first line; exactly one of them created the accounts.
  const firstLines = instances.map((instance) => instance.output[0] ?? '');
  for (const line of firstLines) expect(line).toMatch(/^DEMOMODUS: /);
  expect(firstLines.filter((line) => line.includes('zijn aangemaakt'))).toHaveLength(1);

  const [plans] = await query<{ n: number }>(schema, 'SELECT count(*)::int AS n FROM plans');
  const [admins] = await query<{ n: number }>(
    schema,
    "SELECT count(*)::int AS n FROM users WHERE email = 'admin@demo.test'",
  );
  const [migrations] = await query<{ n: number }>(schema, 'SELECT count(*)::int AS n FROM schema_migrations');
  expect(plans?.n).toBeGreaterThan(0);
  expect(admins?.n).toBe(1);
  expect(migrations?.n).toBe(readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).length);

  // One JWT secret for all (generated once, kept in the database): a token of one works on the others.
  const { token } = await logIn(`${instances[0]?.url}/api`, 'admin@demo.test');
  for (const instance of instances) {
    expect((await fetch(`${instance.url}/api/health/ready`)).status).toBe(200);
    const dashboard = await fetch(`${instance.url}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } });
    expect(dashboard.status).toBe(200);
  }
});
