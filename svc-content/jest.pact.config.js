// Message pacts run apart from the service tests (after them, before provider verification).
// pact_ffi reads these from the real process environment, which jest would otherwise sandbox.
process.env.PACT_DO_NOT_TRACK = 'true';
process.env.SCARF_ANALYTICS = 'false';

const preset = require('../jest.preset.js')({ dom: false });

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/test/**/*.pact.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
