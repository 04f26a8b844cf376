// Shared jest settings: TypeScript through swc, ESM-only packages transformed.
const esmPackages = ['jose', 'file-type', 'strtok3', 'token-types', 'peek-readable', '@tokenizer', 'uint8array-extras', '@borewit'];

/** @param {{ dom?: boolean }} options */
module.exports = function preset(options = {}) {
  return {
    testEnvironment: options.dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
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
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '\\.pact\\.test\\.'],
  };
};
