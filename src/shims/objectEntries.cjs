// node-polyglot (under ra-i18n-polyglot) requires the `object.entries` polyfill, whose feature-detection
// machinery (get-intrinsic, call-bind, define-properties, ...) outweighs polyglot itself in every first
// screen. Every browser the app supports has Object.entries (ES2017): vite.config.ts points the package here.
module.exports = Object.entries;
