// Production build: content-hashed, one lazy chunk per route; dev: webpack-dev-server with API proxy.
const { existsSync } = require('node:fs');
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const webpack = require('webpack');
const { portalConfig } = require('./config/portal.config.cjs');
const { PrecompressPlugin } = require('./config/precompress-plugin.cjs');
const { PrerenderLoginPlugin } = require('./config/prerender-login-plugin.cjs');
const { RouteChunksPlugin } = require('./config/route-chunks-plugin.cjs');
const { portalServiceWorker } = require('./config/service-worker.cjs');

const routerProductionBuild = path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs');
// Its DOM entry (RouterProvider with flushSync, used by the desk) must share that build's router context.
const routerDomProductionBuild = path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs');

/**
 * The support desk (src/desk) is an entry of its own: page desk.html, its chunks named 'desk' and
 * 'desk-…', its own stylesheet. Its chunks take no part in the portal's chunk splitting, so nothing
 * of it can end up in (or reshape) a portal chunk; scripts/bench-bundle.ts checks that.
 */
const DESK_ENTRY = 'desk';
const isDeskChunk = (chunk) => chunk.name === DESK_ENTRY || (chunk.name ?? '').startsWith(`${DESK_ENTRY}-`);

const swcRule = (production) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
      },
    },
  },
});

// react-router's package exports point only at its development build (dev warnings kept);
// a production bundle takes the production build it ships next to it, where present.
const routerAlias = (production) =>
  production && existsSync(routerProductionBuild) && existsSync(routerDomProductionBuild)
    ? { 'react-router$': routerProductionBuild, 'react-router/dom$': routerDomProductionBuild }
    : {};

/** The login page's renderer for Node: the app's own modules, one file, run once per build. */
const prerenderConfig = (config) => ({
  name: 'prerender',
  mode: 'production',
  target: 'node20',
  entry: './src/prerender/renderLogin.tsx',
  output: {
    path: path.resolve(__dirname, 'node_modules/.cache/prerender-login'),
    filename: 'renderLogin.cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: false,
  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: routerAlias(true) },
  module: {
    rules: [swcRule(true), { test: /\.css$/, use: path.resolve(__dirname, 'config/ignore-css-loader.cjs') }],
  },
  plugins: [
    new webpack.DefinePlugin({ __PORTAL_CONFIG__: JSON.stringify(config) }),
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
});

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const config = portalConfig();
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx', [DESK_ENTRY]: './src/desk/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Route chunks by id only: the entry's chunk-file map then carries no chunk names (0.4 KB raw
      // of every first visit); bench:bundle names the chunks from the build's stats. Six hex digits of
      // hash tell a chunk's versions apart well enough and keep that map (every chunk's hash) short.
      chunkFilename: production ? 'assets/[id].[contenthash:6].js' : 'assets/[name].js',
      publicPath: '/',
      // The array every chunk adds itself to, named at every chunk's start: short rather than
      // 'webpackChunk' + the package name (36 bytes less per chunk).
      chunkLoadingGlobal: 'portalChunks',
      clean: true,
    },
    // Maps are written for support but not referenced from the bundles (and the server does not serve them).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        ...routerAlias(production),
        // victory imports lodash's CommonJS files one by one (`lodash/defaults`); their ES-module twins
        // concatenate into the usage chunk without webpack's CommonJS interop helpers in the entry.
        lodash: 'lodash-es',
      },
    },
    module: {
      rules: [
        swcRule(production),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // lodash-es probes for Node's `global`; in a browser it finds `self`. Without this the probe
        // puts webpack's `global` helper in the entry's runtime (docs/decisions/0038-usage-charts-with-victory.md).
        { test: /[\\/]node_modules[\\/]lodash-es[\\/]/, parser: { node: false } },
        // React's useOptimistic by name, not by a computed key: no namespace helper in the entry's runtime;
        // its components made with forwardRef marked pure, so the unused ones (<Form>) are dropped.
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
          use: [
            path.resolve(__dirname, 'config/react-optimistic-loader.cjs'),
            path.resolve(__dirname, 'config/react-router-pure-loader.cjs'),
          ],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __PORTAL_CONFIG__: JSON.stringify(config) }),
      // The portal's entry as a module script (deferred like before). A service worker stores a
      // classic script with a code cache of every function compiled, which a page with DevTools
      // attached (Lighthouse) takes on its main thread: 200 ms of one task on a repeat visit. A module
      // is parsed off the main thread and compiled as it runs, on repeat visits as on the first.
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'module', chunks: ['main'] }),
      new HtmlWebpackPlugin({
        template: 'public/desk.html',
        filename: 'desk.html',
        scriptLoading: 'defer',
        chunks: [DESK_ENTRY],
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      // lodash-es's probes for Node's Buffer and util (through `module`) answer "absent" in a browser;
      // answering that directly keeps webpack's module-decorator helper out of the entry's runtime.
      new webpack.NormalModuleReplacementPlugin(/[\\/]node_modules[\\/]lodash-es[\\/]isBuffer\.js$/, './stubFalse.js'),
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]node_modules[\\/]lodash-es[\\/]_nodeUtil\.js$/,
        path.resolve(__dirname, 'config/lodash-node-util.browser.mjs'),
      ),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/desk.html'] } }] }),
      ...(production
        ? [
            // Every other page's chunks: preloaded by the server with the page (server/http/routeChunks.ts),
            // a logged-in page's (with its access check, which the first visit does not carry) started by
            // the page's shell script after its first paint. Before the pre-render, which reads them.
            new RouteChunksPlugin({
              routesFile: path.resolve(__dirname, 'src/app/routes.tsx'),
              tableGroups: { userPages: ['page-access'] },
              paintedTables: ['userPages'],
            }),
            // '/' is the login page, pre-rendered; it fetches the entry and its route's chunks once painted
            // (docs/decisions/0051-prerendered-login-page.md).
            new PrerenderLoginPlugin({
              nodeConfig: prerenderConfig(config),
              defaultPlatform: config.defaultPlatform,
              chunkGroup: 'login',
              desktopChunkGroup: 'desktop-frame',
            }),
            // Repeat visits from the phone itself: the service worker (config/service-worker.cjs).
            portalServiceWorker(),
            new PrecompressPlugin(),
          ]
        : []),
    ],
    optimization: {
      // JavaScript goes through two minifiers in a row: swc's compressor (no renaming), then terser,
      // which compresses again and renames. Each finds rewrites the other misses (swc inlines more
      // single-use functions and turns typeof and number comparisons shorter); together 0.6 KB gzip
      // less on a first visit than terser alone. Source maps are chained through both.
      minimizer: [
        // webpack's own minimizer for everything else (the HTML pages).
        '...',
        new MinimizerPlugin({
          test: /\.[cm]?js$/,
          minify: [MinimizerPlugin.swcMinify, MinimizerPlugin.terserMinify],
          minimizerOptions: [
            { ecma: 2020, module: true, compress: { passes: 3, pure_getters: true }, mangle: false },
            {
              ecma: 2020,
              module: true,
              // Passes until nothing changes any more (5 and 8 give the same bytes).
              compress: { passes: 5, pure_getters: true },
              format: { comments: false },
            },
          ],
        }),
        new CssMinimizerPlugin(),
      ],
      // Exports renamed by how often they are used (one letter mostly) rather than by a hash of their
      // name (two letters): 0.5 KB gzip less on a first visit. Adding an export to a module can rename
      // the others, so its importers' chunks change with it on that deploy
      // (docs/decisions/0049-minifiers-and-export-names.md).
      mangleExports: 'size',
      // JavaScript is minified by the chain above, not by webpack's default minimizer.
      minimizeOptions: { javascript: false },
      // Route chunks share vendor code through the entry; no separate vendor chunk on first load.
      // All CSS (a few KB) in the one initial stylesheet: pages do not wait for their CSS, and the
      // first visit does not carry webpack's CSS-chunk loader. The desk's chunks stay out of both.
      splitChunks: {
        chunks: (chunk) => !chunk.canBeInitial() && !isDeskChunk(chunk),
        cacheGroups: {
          styles: { type: 'css/mini-extract', name: 'main', chunks: (chunk) => !isDeskChunk(chunk), enforce: true },
          deskStyles: { type: 'css/mini-extract', name: DESK_ENTRY, chunks: isDeskChunk, enforce: true },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 8081),
      host: '127.0.0.1',
      historyApiFallback: { rewrites: [{ from: /^\/desk(\/|$)/, to: '/desk.html' }] },
      proxy: [{ context: ['/api'], target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080' }],
    },
  };
};
