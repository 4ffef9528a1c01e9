import { haproxyMissing } from '../../../scripts/lib/haproxy';
import { postgresMissing, startLocalPostgres } from '../../../scripts/lib/localPostgres';

/** One PostgreSQL for the whole cluster test; each file takes a schema of its own on it. */
export default async function globalSetup(): Promise<void> {
  const missing = postgresMissing() ?? haproxyMissing();
  if (missing) throw new Error(`npm run test:cluster cannot run: ${missing}`);
  const postgres = await startLocalPostgres();
  process.env.CLUSTER_POSTGRES = JSON.stringify(postgres.info);
}
