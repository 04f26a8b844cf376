module.exports = { ...require('../jest.preset.js')({ dom: false }) };
