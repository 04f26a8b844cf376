// Writes what the first-load budget (scripts/budget) needs from a front end's build: its chunks (files, the modules
// and npm packages in each, the consumed shared modules) and its named chunk groups (entries, exposed screens, the
// shell's bootstrap). Outside dist/, so that nothing serves it: node_modules/.cache/abialbum-build-stats/<name>.json.
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('./shared');

const STATS_DIR = path.join(root, 'node_modules', '.cache', 'abialbum-build-stats');

/** The npm package a module comes from ('zod', '@scope/name'), or null for the repository's own code. */
function packageOf(name) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  return match ? match[1] : null;
}

const SHARED = /^(consume|provide) shared module \(\w+\) (.+?)@/;

function chunkOf(chunk) {
  const modules = (chunk.modules ?? []).flatMap((m) => (m.modules && m.modules.length > 0 ? m.modules : [m]));
  const packages = {};
  const consumes = [];
  for (const m of modules) {
    const name = m.name ?? m.identifier ?? '';
    const shared = SHARED.exec(name);
    if (m.moduleType === 'consume-shared-module' && shared) consumes.push(shared[2]);
    const pkg = packageOf(name);
    if (pkg) packages[pkg] = (packages[pkg] ?? 0) + (m.size ?? 0);
  }
  // The shared modules (by share key) this build provides whose code this chunk carries: loading one loads the
  // chunks made for its provide. (A consume's fallback chunks load only when no build provides it.)
  const provides = [...new Set((chunk.origins ?? []).map((o) => SHARED.exec(o.moduleName ?? '')).filter((m) => m?.[1] === 'provide').map((m) => m[2]))];
  return { id: chunk.id, files: chunk.files, consumes: [...new Set(consumes)], provides, packages };
}

class BuildStatsPlugin {
  /** @param {{ name: string, file?: string }} options the build's name; `file` overrides where it is written */
  constructor({ name, file }) {
    this.file = file ?? path.join(STATS_DIR, `${name}.json`);
  }

  apply(compiler) {
    // Production builds only: a dev server's build lives in memory, and its stats would name files no dist/ has.
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkGroups: true, chunkModules: true, chunkOrigins: true, nestedModules: true, ids: true, entrypoints: true,
        chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, modulesSpace: Infinity, dependentModules: true, orphanModules: true });
      const groups = Object.fromEntries(Object.entries(json.namedChunkGroups ?? json.entrypoints ?? {}).map(([name, g]) => [name, g.chunks]));
      const out = { outputPath: stats.compilation.outputOptions.path, groups, chunks: (json.chunks ?? []).map(chunkOf) };
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(out)}\n`);
    });
  }
}

module.exports = { BuildStatsPlugin, STATS_DIR };
