// Writes route-chunks.json: for every lazily loaded page of src/app/routes.tsx, its address pattern
// and the script files of its chunk group (and of the groups every page of its table loads with it,
// `tableGroups`). The server sends them as `Link: rel=preload` with the page, so a phone fetches the
// route's code alongside the entry instead of after it has run; except for the pages of `paintedTables`
// (marked `painted`): index.html's shell script paints their frame first and then starts their code
// with the entry (config/prerender-login-plugin.cjs), so the first paint shares the line with nothing.
const { readFileSync } = require('node:fs');

const NAME = 'RouteChunksPlugin';
const OUTPUT = 'route-chunks.json';
// `'/path': () => import(/* webpackChunkName: "name" */ '…')` in the `pages` table of routes.tsx.
const PAGE_ENTRY = /'(\/[^']*)':\s*\(\)\s*=>\s*import\(\/\* webpackChunkName: "([\w-]+)" \*\//g;

/** The address patterns of the page table `const <name>… = {` … `};` of routes.tsx' source. */
function pagesOfTable(source, name) {
  const table = new RegExp(`\\nconst ${name}\\b[^\\n]*\\{\\n([\\s\\S]*?)\\n\\};`).exec(source);
  const patterns = table ? [...table[1].matchAll(PAGE_ENTRY)].map(([, pattern]) => pattern) : [];
  if (patterns.length === 0) throw new Error(`${NAME}: read no page of the table '${name}'`);
  return patterns;
}

class RouteChunksPlugin {
  /**
   * @param {{ routesFile: string, tableGroups?: Record<string, string[]>, paintedTables?: string[] }} options
   *   `tableGroups`: per page table of routesFile, the chunk groups its pages load besides their own;
   *   `paintedTables`: the tables whose pages' code the page's shell script starts.
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.options.routesFile);
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const source = readFileSync(this.options.routesFile, 'utf8');
        const pages = [...source.matchAll(PAGE_ENTRY)];
        // Every entry of the table must have been read (a page without a chunk name would be missed).
        const tableEntries = source.match(/'\/[^']*':\s*\(\)\s*=>/g)?.length ?? 0;
        if (pages.length === 0 || pages.length !== tableEntries)
          throw new Error(`${NAME}: read ${pages.length} of the ${tableEntries} pages of ${this.options.routesFile}`);
        const entryFiles = new Set(
          [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks.flatMap((chunk) => [...chunk.files])),
        );
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/', { hash: compilation.hash });
        const groupOf = (chunkName, pattern) => {
          const group = compilation.namedChunkGroups.get(chunkName);
          if (!group) throw new Error(`${NAME}: no chunk group named '${chunkName}' (route ${pattern})`);
          return group;
        };
        /** @type {Map<string, string[]>} */
        const alsoLoads = new Map();
        for (const [table, groups] of Object.entries(this.options.tableGroups ?? {}))
          for (const pattern of pagesOfTable(source, table)) alsoLoads.set(pattern, groups);
        const painted = new Set((this.options.paintedTables ?? []).flatMap((table) => pagesOfTable(source, table)));
        const routes = pages.map(([, pattern, chunkName]) => {
          const groups = [chunkName, ...(alsoLoads.get(pattern) ?? [])].map((name) => groupOf(name, pattern));
          const files = [...new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])))]
            .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
            .map((file) => `${publicPath}${file}`);
          return painted.has(pattern) ? { pattern, files, painted: true } : { pattern, files };
        });
        compilation.emitAsset(OUTPUT, new sources.RawSource(JSON.stringify(routes)));
      });
    });
  }
}

module.exports = { RouteChunksPlugin, ROUTE_CHUNKS_FILE: OUTPUT, pagesOfTable };
