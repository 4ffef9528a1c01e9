/**
 * npm run bench:web — Lighthouse 12 on the built app, as a cheap phone sees it: Lighthouse's default
 * mobile settings (simulated throttling: 4x slower CPU, 1.6 Mbps, 150 ms round trip), three runs each
 * on '/' (logged out), '/app' and '/usage' (logged in as admin@demo.test), first as a first visit
 * (empty caches, no service worker), then as a repeat visit in a new tab (the service worker installed
 * by an earlier load of the page, the HTTP cache emptied) and, for the logged-in pages, as a repeat
 * visit in the same tab (the tab's last data kept too; see lib/benchWebChrome.ts). Prints per page
 * the median performance score, LCP, TBT, CLS, FCP and the bytes of script transferred. It fails only
 * when it cannot measure, never on the figures (the machine may be busy).
 *
 * It builds the app unless dist/ is newer than the sources, starts the reference server with fresh
 * in-memory demo data on a free loopback port, and drives Debian's Chromium (/usr/bin/chromium, or
 * CHROMIUM_PATH) through chrome-launcher; nothing downloads a browser. Every page is measured over
 * HTTPS with HTTP/2 (how the portal is deployed: a TLS proxy in front of the server, see
 * lib/tlsProxy.ts), and the first visit to '/app' (BENCH_WEB_HTTP1_PAGES) also over plain HTTP/1.1 to
 * the server alone. Lighthouse's simulation charges every new HTTP/1.1 connection its handshakes and
 * slow start, and a warm HTTP/2 connection none, so the two differ most for the logged-in pages, whose
 * API calls follow one another; a repeat visit takes its scripts from the service worker, whatever the
 * protocol. Options (environment): BENCH_WEB_RUNS (default 3), BENCH_WEB_PAGES (default
 * "/,/app,/usage"), BENCH_WEB_PROTOCOLS (default "h2,http1"), BENCH_WEB_HTTP1_PAGES (default "/app":
 * the pages of BENCH_WEB_PAGES measured over HTTP/1.1 too), BENCH_WEB_VISITS (default
 * "first,repeat,tab"), BENCH_WEB_REPORTS (a folder: each run's full Lighthouse JSON is written there,
 * with the LCP element, long tasks and the network waterfall),
 * BENCH_WEB_THROTTLING=devtools (the page really slowed down: Chromium's 4x CPU, 562 ms round trips,
 * 1.4 Mbps, as Lighthouse applies them; the simulation cannot see that one call waits for another's
 * answer inside a script, this can).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Page } from 'puppeteer-core';
import { openReturningTab, prepareChrome, type Visit, type VisitTarget } from './lib/benchWebChrome';
import { spawnServer, type ServerProcess } from './lib/serverProcess';
import { spawnTlsProxy, type TlsProxy } from './lib/tlsProxy';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/,/app,/usage').split(',');
const REPORTS = process.env.BENCH_WEB_REPORTS;
const THROTTLING = process.env.BENCH_WEB_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const PROTOCOLS = (process.env.BENCH_WEB_PROTOCOLS ?? 'h2,http1').split(',') as Protocol[];
type Protocol = 'h2' | 'http1';
/** HTTP/1.1 has one target, the first visit to '/app': the other pages over it would only add minutes. */
const HTTP1_PAGES = new Set((process.env.BENCH_WEB_HTTP1_PAGES ?? '/app').split(','));
const PROTOCOL_TITLE: Record<Protocol, string> = {
  h2: 'HTTPS with HTTP/2, as deployed (a TLS proxy in front of the reference server)',
  http1: 'plain HTTP/1.1, the reference server alone',
};
const MAX_LOST_RUNS = 3;
const LOGGED_OUT_PAGES = new Set(['/']);
const ACCOUNT = 'admin@demo.test';
/** The read each logged-in page shows first, as its tab keeps it: a same-tab visit waits until it is kept. */
const KEPT_READ: Record<string, string> = { '/app': 'getDashboard', '/usage': 'getUsage' };
const VISITS = (process.env.BENCH_WEB_VISITS ?? 'first,repeat,tab').split(',') as Visit[];
const VISIT_NAME: Record<Visit, (page: string) => string> = {
  first: (page) => page,
  repeat: (page) => `${page} again`,
  tab: (page) => `${page} again, same tab`,
};
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  // The HTTPS runs use a throwaway certificate (scripts/lib/selfSignedCert.ts); this Chrome is the bench's own.
  '--ignore-certificate-errors',
];
const BUILD_INPUTS = ['src', 'public', 'config', 'webpack.config.cjs', 'package-lock.json'];

/** The few parts of Lighthouse's result read here. */
interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}
interface LighthouseResult {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: undefined,
  page?: Page,
) => Promise<{ lhr: LighthouseResult } | undefined>;

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scriptBytes: number;
}

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), 0);
}

/** dist/ is reused when it is newer than everything the build reads and carries the pre-compressed twins. */
function buildIsFresh(): boolean {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index) || !existsSync(`${index}.br`)) return false;
  const newestInput = Math.max(...BUILD_INPUTS.map((input) => newestChange(path.join(ROOT, input))));
  return statSync(index).mtimeMs > newestInput;
}

function build(): Promise<void> {
  console.log('bench:web: building the app (npm run build)');
  const child = spawn('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code})`))));
  });
}

function readRun(lhr: LighthouseResult): Run {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    scriptBytes: scripts?.transferSize ?? NaN,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

function printSummary(page: string, runs: Run[]): void {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    [
      page.padEnd(24),
      String(of('score')).padStart(5),
      seconds(of('lcp')).padStart(8),
      `${Math.round(of('tbt'))} ms`.padStart(8),
      of('cls').toFixed(3).padStart(6),
      seconds(of('fcp')).padStart(8),
      `${(of('scriptBytes') / 1024).toFixed(1)} KB`.padStart(10),
      `  (scores ${runs.map((run) => run.score).join(', ')}; LCP ${runs.map((run) => seconds(run.lcp)).join(', ')})`,
    ].join(' '),
  );
}

/** One Lighthouse run of `target` as `visit`, in a tab of its own or (visit 'tab') the returning one. */
async function runOnce(lighthouse: Lighthouse, chrome: LaunchedChrome, target: VisitTarget, visit: Visit) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: THROTTLING,
    // Logged-in pages keep the session put into storage, repeat visits their service worker and tab
    // visits their tab's data; the HTTP cache was emptied before.
    disableStorageReset: target.account !== null || visit !== 'first',
  };
  const url = `${target.origin}${target.page}`;
  if (visit !== 'tab') {
    await prepareChrome(chrome, target, visit);
    return lighthouse(url, flags);
  }
  const { tab, close } = await openReturningTab(chrome, target);
  try {
    return await lighthouse(url, flags, undefined, tab);
  } finally {
    await close();
  }
}

/**
 * Three Lighthouse runs (BENCH_WEB_RUNS) of every page at `origin` as a first visit, then three as a
 * repeat visit in a new tab and three in the same tab (logged-in pages); `api` is where the bench logs
 * in. Results by page, the repeat visits as '<page> again' and '<page> again, same tab'. Over HTTP/1.1
 * only the first visit of HTTP1_PAGES.
 */
async function measure(
  lighthouse: Lighthouse,
  chrome: LaunchedChrome,
  { origin, api, protocol }: { origin: string; api: string; protocol: Protocol },
): Promise<Map<string, Run[]>> {
  const results = new Map<string, Run[]>();
  const visits = protocol === 'h2' ? VISITS : VISITS.filter((visit) => visit === 'first');
  const pages = protocol === 'h2' ? PAGES : PAGES.filter((page) => HTTP1_PAGES.has(page));
  for (const visit of visits)
    for (const page of pages) {
      const account = LOGGED_OUT_PAGES.has(page) ? null : ACCOUNT;
      if (visit === 'tab' && (!account || !KEPT_READ[page])) continue;
      const target: VisitTarget = { origin, api, page, account, keptRead: KEPT_READ[page] };
      const runs: Run[] = [];
      // Run -1 of a first visit is a warm-up, not counted: the first load after a start meets a cold
      // server (its JIT, the database's first queries), and Lighthouse's simulation scales every call
      // by the server response times it observed.
      for (let run = visit === 'first' ? -1 : 0, failures = 0; run < RUNS;) {
        const result = await runOnce(lighthouse, chrome, target, visit);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        // Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP): run again.
        const lost = result.lhr.runtimeError;
        if (lost && failures < MAX_LOST_RUNS) {
          failures += 1;
          console.log(`bench:web: ${page}: ${lost.code}, running again`);
          continue;
        }
        // The app sends a visitor without a (valid) session to '/': then this was not the page asked for.
        const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (!lost && shown !== page) throw new Error(`${page}: Lighthouse ended on ${shown} (session not accepted?)`);
        if (run >= 0) {
          if (REPORTS) {
            mkdirSync(REPORTS, { recursive: true });
            const slug = page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
            const name = `${protocol}-${visit}-${slug}-${run + 1}.json`;
            writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr, null, 1));
          }
          runs.push(readRun(result.lhr));
        }
        run += 1;
      }
      const name = VISIT_NAME[visit](page);
      results.set(name, runs);
      // Printed as it comes too: a run that fails later keeps what it measured.
      process.stdout.write(`${protocol}: `);
      printSummary(name, runs);
    }
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
  if (buildIsFresh()) console.log('bench:web: dist/ is newer than the sources; reusing it');
  else await build();

  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };
  let server: ServerProcess | null = null;
  let proxy: TlsProxy | null = null;
  let chrome: LaunchedChrome | null = null;
  const results = new Map<Protocol, Map<string, Run[]>>();
  try {
    server = await spawnServer({ env: { STATIC_DIR: DIST } });
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    for (const protocol of PROTOCOLS) {
      if (protocol === 'h2') proxy ??= await spawnTlsProxy(server.url);
      const origin = protocol === 'h2' && proxy ? proxy.url : server.url;
      results.set(protocol, await measure(lighthouse, chrome, { origin, api: server.url, protocol }));
    }
  } finally {
    chrome?.kill();
    await proxy?.stop();
    await server?.stop();
  }

  const throttling =
    THROTTLING === 'devtools' ? 'applied: 4x CPU, 1.4 Mbps, 562 ms RTT' : 'simulated: 4x CPU, 1.6 Mbps, 150 ms RTT';
  console.log(`\nLighthouse 12, mobile (${throttling}), median of ${RUNS} runs per page`);
  for (const [protocol, pages] of results) {
    console.log(`\n${PROTOCOL_TITLE[protocol]}`);
    console.log(
      `${'page'.padEnd(24)} ${'score'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ` +
        `${'FCP'.padStart(8)} ${'script'.padStart(10)}`,
    );
    for (const [page, runs] of pages) printSummary(page, runs);
  }
  console.log(
    `\ntargets (HTTP/2): '/' score ≥ 99, LCP ≤ 1.5 s, TBT ≤ 100 ms; '/app' score ≥ 98, LCP ≤ 1.3 s; ` +
      `'/usage' score ≥ 98, LCP ≤ 1.5 s; TBT ≤ 120 ms; 'again' (repeat visit, service worker) LCP ≤ 0.9 s, ` +
      `'/app' again ≤ 0.5 s; CLS 0. ` +
      `HTTP/1.1: '/app' LCP ≤ 1.8 s`,
  );
  console.log(`bench:web took ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
