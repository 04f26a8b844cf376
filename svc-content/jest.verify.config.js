// Provider verification of the pacts whose provider is svc-content (scripts/pact.sh runs it after the consumers).
// pact_ffi reads these from the real environment, which jest sandboxes: set them here (TOOLCHAIN.md).
process.env.PACT_DO_NOT_TRACK = 'true';
process.env.SCARF_ANALYTICS = 'false';

const preset = require('../jest.preset.js')({ dom: false });

module.exports = { ...preset, testMatch: ['<rootDir>/test/**/*.verify.test.ts'], testPathIgnorePatterns: ['/node_modules/'], testTimeout: 120_000 };
