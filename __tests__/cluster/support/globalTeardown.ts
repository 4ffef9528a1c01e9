import { attachLocalPostgres, type LocalPostgresInfo } from '../../../scripts/lib/localPostgres';

export default async function globalTeardown(): Promise<void> {
  const info = process.env.CLUSTER_POSTGRES;
  if (info) attachLocalPostgres(JSON.parse(info) as LocalPostgresInfo).remove();
}
