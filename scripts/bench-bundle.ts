/**
 * Builds the production bundle and prints what a phone downloads: gzip and brotli sizes of the
 * JavaScript of a first visit to '/', and of each route chunk (with the shared chunks it pulls in).
 * `--check` exits non-zero when a target is missed: initial JS within 10% of the 132 KB gzip floor of
 * the mandated libraries, every route chunk under 25 KB gzip, no chart code outside the usage route,
 * no code of the logged-in pages' access check in the first visit, and no support-desk code (src/desk,
 * the DevTools monitors) in any chunk of the portal. The desk, an entry of its own, is printed on lines
 * of its own and has no target: staff load it on a desktop.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import webpack, { type Configuration, type StatsCompilation, type StatsModule } from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const makeConfig = require('../webpack.config.cjs') as (env: unknown, argv: { mode: string }) => Configuration;

const FLOOR_KB = 132;
// 10 % above the floor, and the 0.2 KB that restores a tab's last data at an offline start: the
// logged-in pages' access check, permissions and route handles load with those pages, not with the
// first visit (docs/decisions/0102-first-visit-target-with-roles.md).
const INITIAL_LIMIT_KB = FLOOR_KB * 1.1 + 0.2;
const ROUTE_LIMIT_KB = 25;
const CHART_MODULE = /node_modules[\\/](victory|d3-|victory-)/;
// The usage route loads its charts in a chunk group of their own, after its figures: both are the usage route.
const USAGE_GROUPS = ['usage', 'usage-charts'];
// The support desk: its entry and its lazily loaded chunk groups ('desk-…', webpack.config.cjs).
const DESK_ENTRY = 'desk';
const isDeskGroup = (name: string) => name === DESK_ENTRY || name.startsWith(`${DESK_ENTRY}-`);
// What only the desk may carry: its own code and the DevTools monitors with their styling library.
const DESK_MODULE =
  /(^|[\\/])src[\\/]desk[\\/]|node_modules[\\/](@redux-devtools|@emotion|react-json-tree|jsondiffpatch)[\\/]/;
// What only a logged-in page needs (its 'page-access' chunk): the access check, the permission matrix, the notices.
const LOGGED_IN_MODULE =
  /(^|[\\/])src[\\/](api[\\/]permissions\.ts|routing[\\/]pageAccess\.ts|frame[\\/]PageAccess(Notices)?\.tsx|text[\\/]pageAccess\.ts)$/;

const dist = path.resolve(__dirname, '..', 'dist');
const kb = (bytes: number) => bytes / 1024;
const sizes = (files: string[]) => {
  const buffers = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(dist, file)));
  const raw = Buffer.concat(buffers);
  return {
    raw: raw.length,
    gzip: buffers.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0),
    brotli: buffers.reduce(
      (sum, buffer) => sum + brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    ),
  };
};
/** Module names, those inside a concatenated module included. */
const moduleNames = (modules: StatsModule[]): string[] =>
  modules.flatMap((module) => [module.name ?? '', ...moduleNames(module.modules ?? [])]);
const row = (name: string, s: ReturnType<typeof sizes>) =>
  [name.padEnd(28), ...[s.raw, s.gzip, s.brotli].map((bytes) => kb(bytes).toFixed(1).padStart(8))].join(' ');

function build(): Promise<StatsCompilation> {
  return new Promise((resolve, reject) => {
    webpack(makeConfig({}, { mode: 'production' }), (error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      resolve(
        stats.toJson({
          all: false,
          // Without ids the chunk groups list no chunks, and every chart chunk looked like a leak.
          ids: true,
          assets: true,
          chunks: true,
          chunkModules: true,
          // The modules inside a concatenated one, so the checks below see every module by its name.
          nestedModules: true,
          chunkGroups: true,
          entrypoints: true,
        }),
      );
    });
  });
}

async function main() {
  const check = process.argv.includes('--check');
  const stats = await build();
  const groups = stats.namedChunkGroups ?? {};
  const filesOf = (group: string) => (groups[group]?.assets ?? []).map((asset) => asset.name);
  const entryFiles = (stats.entrypoints?.main?.assets ?? []).map((asset) => asset.name);
  const failures: string[] = [];

  console.log(`${'bundle'.padEnd(28)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(8)}`);
  const initial = sizes([...entryFiles, ...filesOf('login')]);
  console.log(row("first visit to '/'", initial));
  console.log(`  floor of the mandated libraries: ${FLOOR_KB} KB gzip; target ≤ ${INITIAL_LIMIT_KB.toFixed(1)} KB`);
  if (kb(initial.gzip) > INITIAL_LIMIT_KB)
    failures.push(`initial JS ${kb(initial.gzip).toFixed(1)} KB gzip > ${INITIAL_LIMIT_KB.toFixed(1)}`);

  const firstVisitChunks = new Set([...(stats.entrypoints?.main?.chunks ?? []), ...(groups.login?.chunks ?? [])]);
  const loggedInCode = (stats.chunks ?? [])
    .filter((chunk) => firstVisitChunks.has(chunk.id ?? -1))
    .flatMap((chunk) => moduleNames(chunk.modules ?? []))
    .filter((name) => LOGGED_IN_MODULE.test(name));
  console.log(`logged-in pages' access check in the first visit: ${loggedInCode.join(' ') || 'none'}`);
  if (loggedInCode.length > 0) failures.push("the logged-in pages' access check in the first visit");

  const routes = Object.keys(groups)
    .filter((name) => name !== 'main' && !isDeskGroup(name))
    .sort();
  for (const name of routes) {
    // Only what this route adds on top of the entry.
    const own = filesOf(name).filter((file) => !entryFiles.includes(file));
    const s = sizes(own);
    const limit = USAGE_GROUPS.includes(name) ? Infinity : ROUTE_LIMIT_KB;
    // 'dialog' is the dialog host, loaded on demand rather than by a route.
    const label =
      name === 'dialog' ? 'on demand: dialog host' : name === 'usage-charts' ? 'usage, after: charts' : `route ${name}`;
    console.log(row(label, s) + (kb(s.gzip) > limit ? '  ← over target' : ''));
    if (kb(s.gzip) > limit) failures.push(`route ${name} ${kb(s.gzip).toFixed(1)} KB gzip > ${ROUTE_LIMIT_KB}`);
  }

  // The desk: its first visit, and what each of its lazily loaded parts adds (no target).
  const deskEntryFiles = (stats.entrypoints?.[DESK_ENTRY]?.assets ?? []).map((asset) => asset.name);
  console.log(row("desk: first visit to '/desk'", sizes(deskEntryFiles)));
  for (const name of Object.keys(groups)
    .filter((group) => group !== DESK_ENTRY && isDeskGroup(group))
    .sort())
    console.log(
      row(
        `desk, after: ${name.slice(DESK_ENTRY.length + 1)}`,
        sizes(filesOf(name).filter((file) => !deskEntryFiles.includes(file))),
      ),
    );

  const deskChunks = new Set(
    Object.keys(groups)
      .filter(isDeskGroup)
      .flatMap((group) => groups[group]?.chunks ?? []),
  );
  const deskLeaks = (stats.chunks ?? [])
    .filter((chunk) => !deskChunks.has(chunk.id ?? -1))
    .filter((chunk) => moduleNames(chunk.modules ?? []).some((name) => DESK_MODULE.test(name)));
  console.log(
    `desk code in portal chunks: ` +
      `${deskLeaks.length === 0 ? 'none' : deskLeaks.map((c) => c.names?.join(',') ?? c.id).join(' ')}`,
  );
  if (deskLeaks.length > 0) failures.push('desk code in a portal chunk');

  const usageChunks = new Set(USAGE_GROUPS.flatMap((group) => groups[group]?.chunks ?? []));
  const chartLeaks = (stats.chunks ?? [])
    .filter((chunk) => !usageChunks.has(chunk.id ?? -1))
    .filter((chunk) => moduleNames(chunk.modules ?? []).some((name) => CHART_MODULE.test(name)));
  console.log(
    `chart code outside the usage route: ` +
      `${chartLeaks.length === 0 ? 'none' : chartLeaks.map((c) => c.names?.join(',')).join(' ')}`,
  );
  if (chartLeaks.length > 0) failures.push('chart code outside the usage route');

  if (failures.length > 0) {
    console.log(`targets missed: ${failures.join('; ')}`);
    if (check) process.exit(1);
  } else {
    console.log('all bundle targets met');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
