// Tests of the repository's own tooling (docker-compose.yml, scripts). Run: npx jest -c scripts/jest.config.js
module.exports = { ...require('../jest.preset.js')({ dom: false }), testMatch: ['<rootDir>/test/**/*.test.ts'] };
