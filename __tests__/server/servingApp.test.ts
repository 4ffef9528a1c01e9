import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers';

describe('serving the app', () => {
  let dir: string;
  let s: TestServer;
  const script = `console.log(${JSON.stringify('klantportaal '.repeat(400))});`;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kp-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    const index = '<!doctype html><title>Klantportaal</title><script defer src="/assets/main.abc123.js"></script>';
    // As the build leaves them: every text file with its brotli and gzip twin.
    const files: Array<[string, string]> = [
      ['index.html', index],
      ['desk.html', '<!doctype html><title>Supportdesk</title><div id=desk></div>'],
      [path.join('assets', 'main.abc123.js'), script],
    ];
    for (const [file, text] of files) {
      writeFileSync(path.join(dir, file), text);
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
    }
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    // Source maps stay in dist for support (hidden-source-map) but are not served.
    for (const map of ['main.abc123.js.map', 'main.abc123.js.map.br', 'main.abc123.js.map.gz'])
      writeFileSync(path.join(dir, 'assets', map), '{"version":3}');
    // Encodings are checked on the wire.
    s = await startTestServer({ config: { staticDir: dir }, listen: true });
  }, 60_000);
  afterAll(async () => {
    await s?.close(); // unset when the start failed, whose error is the one to report
    rmSync(dir, { recursive: true, force: true });
  });

  test('history fallback: routes of the app get index.html with strict headers', async () => {
    for (const route of ['/', '/invoices', '/invoice/3', '/account/100001/bundles-overview', '/feedback/ticket/1']) {
      const reply = await s.get<string>(route, undefined, { accept: 'text/html' });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/text\/html/);
      expect(reply.body).toContain('<title>Klantportaal</title>');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
      expect(reply.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test("the support desk's addresses get its own page, with the same strict headers", async () => {
    for (const route of ['/desk', '/desk/', '/desk/vraag/3', '/desk/instellen', '/desk?status=1']) {
      const reply = await s.get<string>(route, undefined, { accept: 'text/html' });
      expect(reply.status).toBe(200);
      expect(reply.body).toContain('<title>Supportdesk</title>');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
      expect(reply.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Only '/desk' itself and what lies under it.
    for (const route of ['/desktop', '/desk.html.bak', '/feedback/desk'])
      expect((await s.get<string>(route, undefined, { accept: 'text/html' })).body).toContain(
        '<title>Klantportaal</title>',
      );
  });

  test('hashed assets are immutable; missing assets are 404, not index.html', async () => {
    const asset = await s.get<string>('/assets/main.abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await s.get('/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache');
    expect((await s.get('/assets/missing.js')).status).toBe(404);
  });

  test('the service worker script is revalidated on every check; a missing script is 404, never the page', async () => {
    const worker = await s.get<string>('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    for (const route of ['/service-worker.js', '/app/sw.js', '/old.js?v=2']) {
      const reply = await s.get<string>(route, undefined, { accept: '*/*' });
      expect(reply.status).toBe(404);
      expect(String(reply.body)).not.toContain('<title>Klantportaal</title>');
    }
  });

  test('source maps are not served to the public', async () => {
    for (const map of ['main.abc123.js.map', 'main.abc123.js.map.br', 'main.abc123.js.map.gz']) {
      const reply = await s.get<string>(`/assets/${map}`, undefined, { 'accept-encoding': 'br, gzip' });
      expect(reply.status).toBe(404);
      expect(String(reply.body)).not.toContain('"version":3');
    }
    expect((await s.get<string>('/assets/main.abc123.js')).body).not.toContain('sourceMappingURL');
  });

  test('pre-compressed files go out as written, with their length, in the best encoding the client accepts', async () => {
    const fetchRaw = (route: string, acceptEncoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = request(`${s.url}${route}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const asset = '/assets/main.abc123.js';
    const br = await fetchRaw(asset, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await fetchRaw(asset, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(gz.body.length));
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.body.length).toBeLessThan(script.length / 5);

    const plain = await fetchRaw(asset, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(plain.body.toString()).toBe(script);

    // index.html, for '/' and through the history fallback alike.
    for (const route of ['/', '/invoices']) {
      const page = await fetchRaw(route, 'br');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.body).toString()).toContain('<title>Klantportaal</title>');
    }
  });
});

describe('serving the pre-rendered login page', () => {
  let dir: string;
  let s: TestServer;
  const page = (name: string) =>
    `<!doctype html><title>Klantportaal</title><script>window.bootOf=${JSON.stringify(name)}</script>` +
    `<div id=root data-prerendered=${name}><form aria-label=Inloggen></form></div>`;
  const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kp-login-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><title>Klantportaal</title><style>body{margin:0}</style><script>window.early=1</script>' +
        '<div id=root></div>',
    );
    // login.html is the build's default platform (desktop here).
    const pages: Array<[string, string]> = [
      ['login.html', 'desktop'],
      ['login-desktop.html', 'desktop'],
      ['login-ios.html', 'ios'],
      ['login-android.html', 'android'],
    ];
    for (const [file, name] of pages) writeFileSync(path.join(dir, file), page(name));
    s = await startTestServer({ config: { staticDir: dir }, listen: true });
  }, 60_000);
  afterAll(async () => {
    await s?.close(); // unset when the start failed, whose error is the one to report
    rmSync(dir, { recursive: true, force: true });
  });

  test("'/' gets the login page rendered for the platform in the address, else the default", async () => {
    const prerenderedFor = async (route: string) =>
      /data-prerendered=([a-z]+)/.exec((await s.get<string>(route, undefined, { accept: 'text/html' })).body)?.[1];
    expect(await prerenderedFor('/')).toBe('desktop');
    expect(await prerenderedFor('/?platform=ios')).toBe('ios');
    expect(await prerenderedFor('/?platform=android&state=x')).toBe('android');
    expect(await prerenderedFor('/?platform=../index')).toBe('desktop');
  });

  test('every other address gets the plain page, with no login markup in it', async () => {
    for (const route of ['/app', '/usage?platform=ios', '/forgot-password']) {
      const reply = await s.get<string>(route, undefined, { accept: 'text/html' });
      expect(reply.status).toBe(200);
      expect(reply.body).toContain('<div id=root></div>');
      expect(reply.body).not.toContain('Inloggen');
    }
  });

  test('the policy allows exactly the inline scripts of the built pages (every page, the login pages), by their hash', async () => {
    const policy = (await s.get('/app')).headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    const expected = [
      ...['desktop', 'ios', 'android'].map((name) => cspHash(`window.bootOf=${JSON.stringify(name)}`)),
      cspHash('window.early=1'),
    ];
    expect(scriptSrc.sort()).toEqual(["'self'", ...expected].sort());
    expect(policy).not.toContain('unsafe-inline');
  });

  test("the policy allows the pages' inline style sheet by its hash, and no other inline style", async () => {
    const policy = (await s.get('/app')).headers.get('content-security-policy') ?? '';
    const styleSrc = /style-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(styleSrc.sort()).toEqual(["'self'", cspHash('body{margin:0}')].sort());
  });
});

describe("preloading a page's chunks", () => {
  let dir: string;
  let s: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kp-preload-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Klantportaal</title><div id=root></div>');
    writeFileSync(
      path.join(dir, 'route-chunks.json'),
      JSON.stringify([
        { pattern: '/app', files: ['/assets/945.js'] },
        { pattern: '/usage', files: ['/assets/672.js', '/assets/12.js'] },
        { pattern: '/invoice/:id', files: ['/assets/88.js'] },
        { pattern: '/account/:poc/bundles-overview', files: ['/assets/5.js'] },
        { pattern: '/numbers', files: ['/assets/7.js'], painted: true },
      ]),
    );
    s = await startTestServer({ config: { staticDir: dir }, listen: true });
  }, 60_000);
  afterAll(async () => {
    await s?.close(); // unset when the start failed, whose error is the one to report
    rmSync(dir, { recursive: true, force: true });
  });
  const linkOf = async (route: string) => (await s.get(route, undefined, { accept: 'text/html' })).headers.get('link');

  test('a page goes out with its own chunks preloaded, whatever its query', async () => {
    expect(await linkOf('/usage?platform=ios')).toBe(
      '</assets/672.js>; rel=preload; as=script, </assets/12.js>; rel=preload; as=script',
    );
    expect(await linkOf('/app')).toBe('</assets/945.js>; rel=preload; as=script');
    expect(await linkOf('/invoice/2026-0042')).toBe('</assets/88.js>; rel=preload; as=script');
    expect(await linkOf('/account/100001/bundles-overview')).toBe('</assets/5.js>; rel=preload; as=script');
  });

  test("a page whose shell script starts its chunks after the frame's first paint goes out without", async () => {
    expect(await linkOf('/numbers')).toBeNull();
  });

  test('an address that is no page (or only looks like one) preloads nothing', async () => {
    for (const route of ['/nope', '/invoice', '/invoice/', '/invoice/1/extra', '/usage/x']) {
      const reply = await s.get<string>(route, undefined, { accept: 'text/html' });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('link')).toBeNull();
    }
  });

  test('the route table itself is not served (the address gets the app, like any unknown one)', async () => {
    const reply = await s.get<string>('/route-chunks.json');
    expect(reply.body).not.toContain('/assets/945.js');
    expect(reply.body).toContain('<div id=root></div>');
  });
});
