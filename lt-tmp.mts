import { chromium } from 'playwright-core';
const base = process.argv[2]; const path = process.argv[3] ?? '/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
for (let run = 0; run < 3; run++) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app'));
  await page.waitForTimeout(2000);
  const lt = await page.evaluate(() => (window as any).__lt);
  const tbt = lt.reduce((s: number, [, d]: number[]) => s + Math.max(0, d - 50), 0);
  console.log(path, 'long tasks', JSON.stringify(lt), 'TBT~', tbt);
  await page.close();
}
await browser.close();
