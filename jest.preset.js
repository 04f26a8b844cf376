// Shared jest settings: TypeScript through swc, ESM-only packages transformed.
const esmPackages = [
  'jose', 'file-type', 'strtok3', 'token-types', 'peek-readable', '@tokenizer', 'uint8array-extras', '@borewit',
  // Pact's verifier proxy pulls these in.
  'https-proxy-agent', 'agent-base', 'proxy-agent-negotiate',
  // The site's texts (web-kit's i18n): Lingui's runtime and, in tests, its message compiler.
  '@lingui', '@messageformat',
  // svc-media's tus server (resumable uploads).
  '@tus', 'srvx',
];

let fileTypeEntry;
try {
  fileTypeEntry = require.resolve('file-type', { paths: [`${__dirname}/svc-media`] });
} catch {
  fileTypeEntry = undefined;
}

/** @param {{ dom?: boolean }} options */
module.exports = function preset(options = {}) {
  return {
    testEnvironment: options.dom ? 'jsdom' : 'node',
    // Front ends: every catalogue's English at once, so screens render SPEC's words (scripts/i18n/jest-english.ts),
    // and Testing Library's waits long enough for a loaded machine (scripts/test/support/dom-waits.ts).
    setupFiles: options.dom ? [`${__dirname}/scripts/i18n/jest-english.ts`, `${__dirname}/scripts/test/support/dom-waits.ts`] : [],
    // Service tests start real processes against a real engine and broker on a 2-core machine: give them room. On
    // the slower machine of 2026-11-30 a test that takes 8 s alone passed 30 s beside two-instances.test in the CI.
    testTimeout: options.dom ? 20_000 : 60_000,
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    // file-type exports only `import` conditions, which jest's CommonJS resolver skips: point at its Node entry.
    moduleNameMapper: fileTypeEntry ? { '^file-type$': fileTypeEntry } : {},
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '\\.pact\\.test\\.'],
  };
};
