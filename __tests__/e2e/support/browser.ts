import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Exits with a clear message when Debian's Chromium is missing; this suite never downloads a browser. */
export function requireChromium(): void {
  if (existsSync(chromiumPath)) return;
  console.error(
    `e2e: Chromium not found at ${chromiumPath}.\n` +
      "e2e: install Debian's Chromium with:  apt-get install -y chromium\n" +
      'e2e: (this suite never downloads a browser; CHROMIUM_PATH may point to another Chromium binary)',
  );
  process.exit(1);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export type PlatformName = 'ios' | 'android' | 'desktop';
/** A viewport's name: its folder under e2e-artifacts/; the desktop sizes beyond the main one are named by width. */
export type ViewportName = PlatformName | 'desktop-1920' | 'desktop-1024';

export interface Viewport {
  name: ViewportName;
  platform: PlatformName;
  width: number;
  height: number;
  mobile: boolean;
}

/**
 * iPhone-sized with ?platform=ios, Android-sized with ?platform=android, and desktop without a
 * parameter at a common laptop's 1366 x 900: a journey runs at these unless it names others, and at
 * the Android phone only when it is marked `platforms: 'both'` (run.ts).
 */
export const viewports: readonly Viewport[] = [
  { name: 'ios', platform: 'ios', width: 390, height: 844, mobile: true },
  { name: 'android', platform: 'android', width: 412, height: 915, mobile: true },
  { name: 'desktop', platform: 'desktop', width: 1366, height: 900, mobile: false },
];

/** The phone a journey that behaves the same on both platforms skips: the iPhone's size stands for both. */
export const SECOND_PHONE: ViewportName = 'android';

/** Desktop at a large screen and at the narrowest width the side menu stays folded: the desktop journeys only. */
export const extraDesktopViewports: readonly Viewport[] = [
  { name: 'desktop-1920', platform: 'desktop', width: 1920, height: 1080, mobile: false },
  { name: 'desktop-1024', platform: 'desktop', width: 1024, height: 768, mobile: false },
];

/** A fresh context (own storage, own session) for one journey at one viewport. */
export function newContext(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    reducedMotion: 'reduce',
  });
}

/** `path` on `origin` with the viewport's platform parameter (none on desktop). */
export function appUrl(origin: string, viewport: Viewport, path: string): string {
  const url = new URL(path, origin);
  if (viewport.platform !== 'desktop') url.searchParams.set('platform', viewport.platform);
  return url.toString();
}

/** The path of the page's current address. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
