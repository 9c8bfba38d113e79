// Jest's transform. esbuild turns TypeScript, JSX and the ES modules of the packages Jest must
// transform into CommonJS, several times faster than Babel (docs/testing.md#where-the-time-goes); a
// file that calls jest.mock goes through Babel (babel-preset-gatsby, as Gatsby documents for Jest),
// whose babel-jest plugin hoists those calls above the imports, which esbuild does not.
const path = require("path")
const { transformSync } = require("esbuild")
const { createHash } = require("crypto")
const babelJest = require("babel-jest").default

const babel = babelJest.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
  plugins: [["@babel/plugin-transform-private-methods", { loose: true }]],
})

const LOADERS = { ".ts": "ts", ".tsx": "tsx", ".js": "jsx", ".jsx": "jsx", ".mjs": "js", ".cjs": "js" }
const HOISTED = /\bjest\.(mock|unmock|enableAutomock|disableAutomock)\(/
const ESBUILD_VERSION = require("esbuild/package.json").version

/** @type {import("@jest/transform").SyncTransformer} */
module.exports = {
  canInstrument: false,
  getCacheKey(source, file, options) {
    if (HOISTED.test(source)) return babel.getCacheKey(source, file, options)
    return createHash("sha1").update(`esbuild ${ESBUILD_VERSION}\0${file}\0${source}\0${options.instrument}`).digest("hex")
  },
  process(source, file, options) {
    if (HOISTED.test(source)) return babel.process(source, file, options)
    const { code, map } = transformSync(source, {
      loader: LOADERS[path.extname(file)] ?? "js",
      format: "cjs",
      target: "node20",
      jsx: "transform",
      sourcemap: "external",
      sourcefile: file,
      supported: { "dynamic-import": false },
      logLevel: "silent",
    })
    return { code, map }
  },
}
