// Browser journeys: one at a time against a running platform (BASE_URL, default the test profile's gateway).
module.exports = {
  ...require('../jest.preset.js')({ dom: false }),
  testMatch: ['<rootDir>/journeys/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
