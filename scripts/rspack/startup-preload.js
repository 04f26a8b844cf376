// Preload hints in the shell's page for what every first visit fetches anyway, so that the browser asks for
// it while it reads the page instead of one hop after another (page -> main.js -> bootstrap and the shared
// modules -> remotes.json -> a remote's manifest -> its remoteEntry):
// - the files behind the entry's async boundary: the bootstrap chunk and the shared modules it starts
//   (react, react-dom, the router, web-kit), which the federation runtime only requests once main.js ran;
//   not the shared modules named in `lazyShared` (web-kit's feature entries: uploads with tus and zod,
//   notifications, admin), which the shell provides but loads on first use only: a preload is a download;
// - the default language's texts those modules load before the first render (default-texts.js);
// - `fetches` (JSON read with fetch(), e.g. /remotes.json) and `scripts` (e.g. a remote's remoteEntry.js).
const { rspack } = require('@rspack/core');
const { defaultTextFiles } = require('./default-texts');

const NAME = 'StartupPreloadPlugin';
const PROVIDE = /^provide shared module \(\w+\) (.+?)@/;

/** The share key a chunk group was made for (the group of a provided shared module), or null. */
const providedKey = (group) => {
  for (const origin of group.origins ?? []) {
    const match = PROVIDE.exec(origin.module?.identifier?.() ?? '');
    if (match) return match[1];
  }
  return null;
};

const link = (href, as) => ({
  tagName: 'link',
  voidTag: true,
  attributes: {
    rel: 'preload',
    href,
    as,
    // fetch() requests are CORS-mode: the preload must be too, or the browser fetches the file twice.
    ...(as === 'fetch' ? { crossorigin: 'anonymous' } : {}),
    // The priority of main.js (a deferred script): earlier, not ahead of what the page needs to paint.
    fetchpriority: 'low',
  },
});

class StartupPreloadPlugin {
  /** @param {{ fetches?: string[], scripts?: string[], lazyShared?: string[] }} options */
  constructor({ fetches = [], scripts = [], lazyShared = [] } = {}) {
    this.fetches = fetches;
    this.scripts = scripts;
    this.lazyShared = new Set(lazyShared);
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(NAME, async (data) => {
        const startup = new Set();
        for (const entry of compilation.entrypoints.values()) {
          // The entry's direct async children: its boundary (bootstrap) and the shared modules it provides.
          // Deeper children (lazy routes such as the alternative layout) stay lazy.
          for (const group of entry.childrenIterable) {
            if (this.lazyShared.has(providedKey(group))) continue;
            for (const file of [...group.getFiles(), ...defaultTextFiles(compilation, group)]) startup.add(file);
          }
        }
        // Biggest first: with six connections a host, the long downloads should not wait behind small ones.
        const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
        const files = [...startup].sort((a, b) => size(b) - size(a));
        const as = (file) => (file.endsWith('.css') ? 'style' : file.endsWith('.js') ? 'script' : null);
        data.headTags.push(
          ...files.filter(as).map((file) => link(`${data.publicPath}${file}`, as(file))),
          ...this.fetches.map((href) => link(href, 'fetch')),
          ...this.scripts.map((href) => link(href, 'script')),
        );
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
