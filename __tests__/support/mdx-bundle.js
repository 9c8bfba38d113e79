// @mdx-js/mdx, the compiler the build uses (src/gatsby-node/mdx-parse.ts), is an ES module, which
// Jest's module system cannot load. Before the tests run (jest.config.js, globalSetup) it is bundled
// once into one CommonJS file that the tests load in their own process
// (__tests__/support/mdx-parse.ts): the same code, with no process started per parse.
const path = require("node:path")

const root = path.resolve(__dirname, "../..")
const MDX_BUNDLE = path.join(root, "node_modules/.cache/jest-mdx/mdx.cjs")

async function bundleMdx() {
  const esbuild = require("esbuild")
  await esbuild.build({
    stdin: { contents: 'export { createProcessor } from "@mdx-js/mdx"', resolveDir: root },
    bundle: true,
    platform: "node",
    format: "cjs",
    outfile: MDX_BUNDLE,
    logLevel: "warning",
  })
}

module.exports = bundleMdx
module.exports.MDX_BUNDLE = MDX_BUNDLE
