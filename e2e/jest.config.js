// Browser journeys against a running platform (BASE_URL, default the test profile's gateway), each in band: npm test -w e2e
// (scripts/test/journeys.sh) runs two jest runs of them at once, then the journeys that must run alone.
module.exports = {
  ...require('../jest.preset.js')({ dom: false }),
  testMatch: ['<rootDir>/journeys/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
