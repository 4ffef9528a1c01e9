// Writes a brotli (quality 11) and a gzip (level 9) twin next to every text asset of a production
// build, so the server sends these files as they are (with Content-Length) instead of compressing
// each response on the fly. A few lines of node:zlib instead of one more build dependency.
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const NAME = 'PrecompressPlugin';
// Source maps are fetched by developer tools only: not worth the build time.
const TEXT_ASSET = /\.(js|css|html|svg|json|webmanifest|txt)$/;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minifying, hashing and html-webpack-plugin's index.html; `additionalAssets` also
        // catches assets emitted later in this stage.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => TEXT_ASSET.test(name));
          await Promise.all(names.map((name) => compressAsset(compilation, sources, name)));
        },
      );
    });
  }
}

async function compressAsset(compilation, sources, name) {
  const { source, info } = compilation.getAsset(name);
  const input = Buffer.from(source.source());
  const [br, gz] = await Promise.all([
    brotli(input, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
    gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  for (const [extension, output] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    // A tiny file can grow when compressed; the server then sends the original.
    if (output.length >= input.length) continue;
    compilation.emitAsset(`${name}${extension}`, new sources.RawSource(output), {
      immutable: info.immutable,
      compressed: true,
      related: { source: name },
    });
  }
}

module.exports = { PrecompressPlugin };
