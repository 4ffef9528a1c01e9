/**
 * Browser tests in Debian's Chromium (npm run test:e2e): builds the app, starts the real server on
 * free loopback ports with fresh in-memory databases (a second one with 3-second tokens for the
 * expired session), and runs every journey at a phone's and a desktop's size (1366 x 900), each in a
 * fresh browser context; the desktop journeys name their own sizes (also 1920 x 1080 and 1024 x 768).
 * Every visited page state is screenshotted into e2e-artifacts/ and checked with axe-core. Runs on
 * node:test; the closing summary lines (# tests, # pass, # fail) and the exit code report the result.
 *
 * Which phones: a journey that behaves the same on iOS and Android runs once, at the iPhone's size
 * (?platform=ios). A journey whose steps or checks differ by platform is marked `platforms: 'both'` in
 * its definition and runs at the Android phone's size (?platform=android) too: one that looks at the
 * header and its back button, the iOS reading overlay ('Bezig met ophalen'), the native bridge, the
 * login page pre-rendered per platform, or anything else that reads `platform`. Decide by reading the
 * journey, not by guessing: a journey that merely passes such a page without checking it is the same.
 *
 * The app is built into e2e-artifacts/dist/ (not dist/, which other work may rebuild meanwhile).
 * E2E_SKIP_BUILD=1 reuses that build when present (local iteration only); E2E_ONLY=<text>[,<text>…] runs
 * only journeys whose name contains one of the texts.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { journeys } from './journeys';
import {
  extraDesktopViewports,
  launchChromium,
  newContext,
  requireChromium,
  SECOND_PHONE,
  viewports,
  type Viewport,
} from './support/browser';
import { screenshot, serveAxe, writeAxeReport } from './support/checks';
import { makeContext, type Journey } from './support/journey';
import { appDir, artifactsDir, buildApp, repoRoot, startServer, type RunningServer } from './support/processes';

requireChromium();

const log = (line: string) => process.stderr.write(`e2e: ${line}\n`);
const startedAt = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

let browser: Browser | undefined;
let server: RunningServer | undefined;
let shortServer: RunningServer | undefined;
const tally = { passed: 0, failed: 0 };

const only = process.env.E2E_ONLY?.split(',');
const selected = only ? journeys.filter((journey) => only.some((text) => journey.name.includes(text))) : journeys;
const allViewports = [...viewports, ...extraDesktopViewports];
const mainViewports = viewports.map((viewport) => viewport.name);
/** A journey's viewports: the ones it names, else the main three; the second phone only if it differs by platform. */
const viewportsOf = (journey: Journey) =>
  (journey.viewports ?? mainViewports).filter((name) => name !== SECOND_PHONE || journey.platforms === 'both');
const journeysAt = (viewport: Viewport) => selected.filter((journey) => viewportsOf(journey).includes(viewport.name));
const runCount = allViewports.reduce((sum, viewport) => sum + journeysAt(viewport).length, 0);

async function runJourney(viewport: Viewport, journey: Journey): Promise<void> {
  assert.ok(browser && server && shortServer, 'set-up did not finish');
  const context = await newContext(browser, viewport);
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  await serveAxe(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The app must live with the server's Content-Security-Policy: a blocked resource is a failure.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
  });
  try {
    await journey.run(makeContext(page, viewport, server, shortServer));
    assert.deepEqual(pageErrors, [], 'uncaught errors or Content-Security-Policy violations in the page');
    tally.passed += 1;
  } catch (error) {
    tally.failed += 1;
    const shot = `FAILED-${journey.name.replace(/[^a-z0-9]+/gi, '-')}`;
    await screenshot(page, viewport, shot).catch(() => undefined);
    const detail =
      `\n  viewport: ${viewport.name} ${viewport.width}x${viewport.height}` +
      `\n  page: ${page.url()}` +
      `\n  screenshot: e2e-artifacts/${viewport.name}/${shot}.png` +
      (pageErrors.length > 0 ? `\n  errors in the page: ${pageErrors.join(' | ')}` : '');
    if (error instanceof Error) {
      error.message += detail;
      throw error;
    }
    throw new Error(`${String(error)}${detail}`);
  } finally {
    await context.close();
  }
}

describe('Klantportaal in Chromium', () => {
  before(
    async () => {
      for (const viewport of allViewports)
        rmSync(path.join(artifactsDir, viewport.name), { recursive: true, force: true });
      mkdirSync(artifactsDir, { recursive: true });
      try {
        if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(appDir, 'index.html'))) {
          log(`E2E_SKIP_BUILD=1: using the existing ${path.relative(repoRoot, appDir)}/`);
        } else {
          const buildStart = Date.now();
          await buildApp();
          log(`built the app (webpack production) into ${path.relative(repoRoot, appDir)}/ in ${seconds(buildStart)}`);
        }
        const serverStart = Date.now();
        const started = await Promise.allSettled([
          // Every journey logs in from 127.0.0.1 at three viewports (over 100 logins in 15 minutes), and
          // the one 'wijzig' login changes its address three times per viewport: the limits themselves
          // are proven by the server tests.
          startServer('main', { RATE_LIMIT_IP_ATTEMPTS: '1000', LIMIT_EMAIL_CHANGES_DAY: '20' }),
          startServer('short-tokens', { JWT_EXPIRE_SECONDS: '3' }),
        ]);
        const failure = started.find((result) => result.status === 'rejected');
        if (failure) {
          await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
          throw failure.reason;
        }
        [server, shortServer] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
        log(
          `servers ready in ${seconds(serverStart)}: ${String(server?.url)} and ` +
            `${String(shortServer?.url)} (JWT_EXPIRE_SECONDS=3)`,
        );
        browser = await launchChromium();
        log(
          `Chromium ${browser.version()}; ${runCount} runs of ${selected.length} journeys at ${allViewports.length} viewports`,
        );
      } catch (error) {
        log(`set-up failed: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    },
    { timeout: 480_000 },
  );

  after(async () => {
    await browser?.close().catch(() => undefined);
    await Promise.all([server?.stop(), shortServer?.stop()]);
    writeAxeReport();
    const notRun = runCount - tally.passed - tally.failed;
    log(
      `${tally.passed} passed, ${tally.failed} failed${notRun > 0 ? `, ${notRun} not run` : ''}, ` +
        `in ${seconds(startedAt)}; ` +
        `screenshots and axe-report.json in ${path.relative(repoRoot, artifactsDir)}/`,
    );
  });

  for (const viewport of allViewports) {
    const atViewport = journeysAt(viewport);
    if (atViewport.length === 0) continue;
    const platform = viewport.platform === 'desktop' ? 'no platform parameter' : `platform=${viewport.platform}`;
    describe(`${viewport.name} ${viewport.width}x${viewport.height} (${platform})`, { concurrency: 2 }, () => {
      for (const journey of atViewport) {
        test(journey.name, { timeout: journey.timeout ?? 90_000 }, () => runJourney(viewport, journey));
      }
    });
  }
});
