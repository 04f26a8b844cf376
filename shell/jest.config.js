module.exports = {
  ...require('../jest.preset.js')({ dom: true }),
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.js' },
};
