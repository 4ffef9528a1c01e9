// Adds `<link rel="preload" as="script">` to index.html for the chunks of a named lazy route (the
// login page, shown at '/'), so they download alongside the entry instead of after it has run.
// File names come from the compilation's chunk graph: production chunks are named by id and hash.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadRoutePlugin';

class PreloadRoutePlugin {
  /** @param {{ chunkGroup: string }} options */
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const group = compilation.namedChunkGroups.get(this.chunkGroup);
        if (!group) throw new Error(`${NAME}: no chunk group named '${this.chunkGroup}'`);
        const entryFiles = new Set(
          [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks.flatMap((c) => [...c.files])),
        );
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/', { hash: compilation.hash });
        const files = group.chunks
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js') && !entryFiles.has(file));
        // Placed before the entry's script: the preload scanner meets them in the same first pass.
        data.headTags.unshift(
          ...files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
          ),
        );
        return data;
      });
    });
  }
}

module.exports = { PreloadRoutePlugin };
