import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import type { Viewport } from './browser';
import { artifactsDir, repoRoot } from './processes';

const axePath = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js');
/**
 * The server's Content-Security-Policy allows same-origin scripts only, so axe-core is served to
 * the page from a same-origin address that the browser context answers itself; the app's own CSP
 * stays enforced.
 */
const axeAddress = '/__e2e__/axe.min.js';

export async function serveAxe(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.pathname === axeAddress,
    (route) => route.fulfill({ path: axePath, contentType: 'text/javascript; charset=utf-8' }),
  );
}
const failingImpacts: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact: ImpactValue | null;
  help: string;
  targets: string[];
}

interface AxeApi {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
}

/** Every violation seen (any impact), written to e2e-artifacts/axe-report.json at the end. */
const report: Array<{ viewport: string; page: string; url: string; violations: Violation[] }> = [];
/** Page states already checked per viewport: a state seen by several journeys is checked once. */
const checked = new Set<string>();

/** Waits until no region is busy and no loading overlay shows, so checks see the finished page. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .overlay, .app-starting'));
}

/**
 * One visited page state: waits for it to settle, writes a full-page screenshot to
 * e2e-artifacts/<viewport>/<name>.png, and runs axe-core; throws on any serious or critical
 * violation, naming rule, impact and target.
 */
export async function checkPage(page: Page, viewport: Viewport, name: string): Promise<void> {
  const key = `${viewport.name}/${name}`;
  if (checked.has(key)) return;
  checked.add(key);
  await settle(page);

  const dir = path.join(artifactsDir, viewport.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });

  // Nothing may stick out sideways: on a phone that means a page that scrolls and wobbles horizontally.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) {
    throw new Error(`'${name}' at ${viewport.name} is ${overflow} px wider than the viewport (${page.url()})`);
  }

  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ url: new URL(axeAddress, page.url()).href });
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
  report.push({ viewport: viewport.name, page: name, url: page.url(), violations });

  const failing = violations.filter((violation) => violation.impact !== null && failingImpacts.has(violation.impact));
  if (failing.length > 0) {
    const lines = failing.map(
      (violation) =>
        `  ${violation.id} (${String(violation.impact)}): ${violation.help}\n` +
        `    at ${violation.targets.join('\n    at ')}`,
    );
    throw new Error(
      `axe-core: ${failing.length} serious/critical violation(s) on '${name}' at ${viewport.name} ` +
        `(${page.url()}):\n${lines.join('\n')}`,
    );
  }
}

/** A screenshot outside the per-page checks, e.g. of a failing journey's last state. */
export async function screenshot(page: Page, viewport: Viewport, name: string): Promise<void> {
  const dir = path.join(artifactsDir, viewport.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

export function writeAxeReport(): void {
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'axe-report.json'), `${JSON.stringify(report, null, 2)}\n`);
}
