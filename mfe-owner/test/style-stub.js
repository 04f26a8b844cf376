// CSS modules in tests: every class name is its own key, so markup stays readable.
module.exports = new Proxy({ __esModule: true }, { get: (target, key) => (key in target ? target[key] : String(key)) });
