// Writes the login page pre-rendered, so '/' paints its form before any script has run: the app's own
// components are built for Node (src/prerender/renderLogin.tsx), rendered with react-dom/static per
// platform, and placed into copies of index.html with an inline start script (src/inlineScripts/,
// written with the build's values by src/prerender/pageScripts.ts), which fetches the entry
// and the login route's chunks once the form is painted. The server sends login-<platform>.html
// (login.html: the default platform) for '/'; every other address keeps the plain index.html.
// Every page, index.html included, gets the inline scripts that set its colours and start the
// session's first calls.
const { rmSync } = require('node:fs');
const path = require('node:path');
const { minifySync } = require('@swc/core');
const { ROUTE_CHUNKS_FILE } = require('./route-chunks-plugin.cjs');

const NAME = 'PrerenderLoginPlugin';
const PLATFORMS = ['ios', 'android', 'desktop'];
const ROOT = '<div id=root></div>';
// The entry is a module script (webpack.config.cjs); its preload needs `crossorigin` to match the
// module's own request (CORS mode), or the browser would fetch it twice.
const ENTRY_SCRIPT = /<script type="?module"? src=([^ >]+)><\/script>/g;

class PrerenderLoginPlugin {
  /**
   * @param {{ nodeConfig: import('webpack').Configuration, defaultPlatform: string, chunkGroup: string,
   *   desktopChunkGroup: string }} options
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin has written index.html, before the pre-compression.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const linkedPage = compilation.getAsset('index.html')?.source.source().toString();
          if (!linkedPage || !linkedPage.includes(ROOT)) throw new Error(`${NAME}: index.html has no empty ${ROOT}`);
          const plainPage = withInlineStyleSheet(compilation, linkedPage);
          const renderer = await buildRenderer(compiler.webpack, this.options.nodeConfig);
          // Every page sets its colours before its first paint (src/inlineScripts/themeScript.ts) and
          // starts the session's first calls inline, while the entry downloads (earlyCallsScript.ts).
          const page = plainPage.replace(
            '</title>',
            `</title><script>${inline(renderer.pageThemeScript())}</script>` +
              `<script>${inline(renderer.pageEarlyCallsScript())}</script>`,
          );
          // The entry scripts are started by inline scripts of the page, after its first paint where
          // there is something to paint: a logged-in page's frame and title
          // (src/inlineScripts/shellScript.ts), the login form (the boot script below).
          const scripts = [...page.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
          if (scripts.length === 0) throw new Error(`${NAME}: no module entry script in index.html`);
          // The desktop frame's chunks go with the entry (the server's `Link` header preloads the page's own).
          const desktopChunks = routeChunkFiles(compilation, this.options.desktopChunkGroup);
          // A logged-in page's own chunks start with the entry too (config/route-chunks-plugin.cjs).
          const routeChunks = compilation.getAsset(ROUTE_CHUNKS_FILE)?.source.source().toString();
          if (!routeChunks) throw new Error(`${NAME}: ${ROUTE_CHUNKS_FILE} is not written yet`);
          const paintedFiles = Object.fromEntries(
            JSON.parse(routeChunks)
              .filter((route) => route.painted)
              .map((route) => [route.pattern, route.files]),
          );
          const shell = inline(renderer.pageShellScript(scripts, desktopChunks, paintedFiles));
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(page.replace(ENTRY_SCRIPT, '').replace(ROOT, `${ROOT}<script>${shell}</script>`)),
          );
          // The start script fetches and runs the entry, and fetches the login route's chunks with it,
          // once the form is painted: nothing shares the line with the page's stylesheet before that.
          const loginChunks = routeChunkFiles(compilation, this.options.chunkGroup);
          for (const platform of PLATFORMS) {
            const markup = await renderer.renderLogin(platform);
            const boot = inline(renderer.loginBootScript(platform, scripts, loginChunks));
            const html = page
              .replace(ENTRY_SCRIPT, '')
              .replace('</title>', `</title><script>${boot}</script>`)
              .replace(ROOT, `<div id=root data-prerendered=${platform}>${markup}</div>`);
            compilation.emitAsset(`login-${platform}.html`, new sources.RawSource(html));
            if (platform === this.options.defaultPlatform)
              compilation.emitAsset('login.html', new sources.RawSource(html));
          }
        },
      );
    });
  }
}

const STYLE_SHEET = /<link href="?\/(assets\/[^" >]+\.css)"? rel="?stylesheet"?>/;

/**
 * The page with its one style sheet (minified by now) inline instead of linked: the first paint then
 * waits for the page alone, not for a request of its own after it (decision 0132). The server's
 * policy allows it by its hash (server/http/static.ts).
 */
function withInlineStyleSheet(compilation, page) {
  const link = STYLE_SHEET.exec(page);
  const css = link && compilation.getAsset(link[1])?.source.source().toString();
  if (!link || !css) throw new Error(`${NAME}: index.html links no style sheet of the build`);
  if (/<\/style/i.test(css) || /url\(/i.test(css))
    throw new Error(`${NAME}: the style sheet cannot be inline (it closes the element or has a relative url())`);
  // Nothing loads the file any more (the service worker would precache it for nothing).
  compilation.deleteAsset(link[1]);
  return page.replace(link[0], `<style>${css}</style>`);
}

/** An inline script's text, minified: it is part of every page's HTML. */
const inline = (code) => minifySync(code, { compress: true, mangle: true }).code;

/** The addresses of the named lazy route's chunks (not those of an entry). */
function routeChunkFiles(compilation, chunkGroup) {
  const group = compilation.namedChunkGroups.get(chunkGroup);
  if (!group) throw new Error(`${NAME}: no chunk group named '${chunkGroup}'`);
  const entryFiles = new Set(
    [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks.flatMap((chunk) => [...chunk.files])),
  );
  const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/', { hash: compilation.hash });
  return group.chunks
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
    .map((file) => `${publicPath}${file}`);
}

/** Compiles the Node renderer and loads it; a fresh module per build (watch mode rebuilds). */
function buildRenderer(webpack, nodeConfig) {
  return new Promise((resolve, reject) => {
    webpack(nodeConfig, (error, stats) => {
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(`${NAME}: ${stats?.toString('errors-only')}`));
        return;
      }
      const file = path.join(nodeConfig.output.path, nodeConfig.output.filename);
      delete require.cache[file];
      try {
        resolve(require(file));
      } catch (loadError) {
        reject(loadError);
      } finally {
        rmSync(nodeConfig.output.path, { recursive: true, force: true });
      }
    });
  });
}

module.exports = { PrerenderLoginPlugin, PLATFORMS };
