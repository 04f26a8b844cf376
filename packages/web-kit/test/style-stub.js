// Plain CSS imports in tests: nothing to apply; CSS-module lookups return the class name itself.
module.exports = new Proxy({ __esModule: true }, { get: (target, key) => (key in target ? target[key] : String(key)) });
