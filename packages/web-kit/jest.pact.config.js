// Pact consumer tests (`npm run test:pact`): node environment (Node's fetch), pact files to contracts/pacts.
// pact_ffi reads these from the real environment, which jest sandboxes: set them here (TOOLCHAIN.md).
process.env.PACT_DO_NOT_TRACK = 'true';
process.env.SCARF_ANALYTICS = 'false';

const preset = require('../../jest.preset.js')({ dom: false });
// Pact's HTTP client pulls these ESM-only packages in; let swc turn them into CommonJS too.
const esmForPact = ['https-proxy-agent', 'agent-base', 'proxy-agent-negotiate'];
const [ignore] = preset.transformIgnorePatterns;

module.exports = {
  ...preset,
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.js' },
  testMatch: ['<rootDir>/test/**/*.pact.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  transformIgnorePatterns: [ignore.replace('/(?!(', `/(?!(${esmForPact.join('|')}|`)],
  testTimeout: 60_000,
  // Several test files write one pact file (pact_ffi merges into it, reading it before it takes the file lock):
  // they must not run in parallel workers.
  maxWorkers: 1,
};
