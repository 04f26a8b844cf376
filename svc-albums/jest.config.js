const preset = require('../jest.preset.js')({ dom: false });

// Provider verification runs from jest.verify.config.js, after the consumers have written their pacts.
module.exports = { ...preset, testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '\\.verify\\.test\\.'] };
