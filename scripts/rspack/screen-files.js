// Writes screen-files.json beside a remote's manifest: for each exposed screen, the files its first render needs
// (its own scripts and styles, and its texts in the default language: default-texts.js), in the order to fetch them.
// The gateway reads it from the live build and preloads a first page's screen with the page itself
// (svc-gateway/src/static/screen-preloads.ts), so the browser does not wait for the shell and remoteEntry.js to ask
// for them one after another. The manifest names a screen's scripts and styles but not which chunks are its texts.
const { rspack } = require('@rspack/core');
const { defaultTextFiles } = require('./default-texts');

const NAME = 'ScreenFilesPlugin';
const FILE = 'screen-files.json';
const MANIFEST = 'mf-manifest.json';

class ScreenFilesPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = compilation.getAsset(MANIFEST);
        if (!manifest) throw new Error(`${NAME}: no ${MANIFEST} in the build (ModuleFederationPlugin's manifest: true)`);
        /** @type {{ exposes: Array<{ name: string, assets: { js: { sync: string[] }, css: { sync: string[] } } }> }} */
        const { exposes } = JSON.parse(manifest.source.source().toString());
        const screens = {};
        for (const { name, assets } of exposes) {
          const group = compilation.namedChunkGroups.get(`__federation_expose_${name}`);
          const texts = group ? defaultTextFiles(compilation, group) : [];
          // The manifest's files of the screen (not the fallbacks of shared modules, which the shell provides), then its texts.
          screens[name] = [...new Set([...assets.css.sync, ...assets.js.sync, ...texts])];
        }
        compilation.emitAsset(FILE, new rspack.sources.RawSource(`${JSON.stringify(screens)}\n`));
      });
    });
  }
}

module.exports = { ScreenFilesPlugin, SCREEN_FILES: FILE };
