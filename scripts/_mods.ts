import webpack from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require('../webpack.config.cjs');
const config = makeConfig({}, { mode: 'production' });
config.optimization = { ...(config.optimization ?? {}), concatenateModules: false };
webpack(config, (_err: unknown, stats: any) => {
  const j = stats.toJson({ modules: true, chunks: true, chunkModules: true });
  const rows: Array<[number, string]> = [];
  for (const c of j.chunks.filter((c: any) => c.initial)) for (const m of c.modules ?? []) rows.push([m.size, m.name]);
  rows.sort((a, b) => b[0] - a[0]);
  for (const [s, n] of rows.filter(([, n]) => n.includes('./src/'))) console.log(s, n);
});
