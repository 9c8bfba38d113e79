// Set up as Gatsby documents for Jest (babel-preset-gatsby, a gatsby mock, a loader shim),
// with jest-fixed-jsdom so MSW can intercept fetch at the network edge.
const { scaled } = require("./scripts/lib/time-limits.cjs")

/** @type {import("jest").Config} */
const config = {
  // A limit for a test that hangs, never for a slow machine: set for Jest beside the build at a lower
  // priority, scaled to this machine's measured speed (docs/testing.md#time-limits-and-the-end-of-a-run).
  // Testing Library's waits are scaled the same way (__tests__/support/jest.setup.ts).
  testTimeout: scaled(30_000),
  // In the project, not the system's temporary folder: npm test gives each run a temporary folder of
  // its own and removes it at the end (scripts/lib/steps.sh), and the next run would start cold.
  cacheDirectory: "<rootDir>/node_modules/.cache/jest",
  testEnvironment: "jest-fixed-jsdom",
  testEnvironmentOptions: { customExportConditions: [""] },
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/__tests__/support/jest-preprocess.js" },
  // The MDX parser is an ES module Jest cannot import: bundled into CommonJS first (__tests__/support/mdx-bundle.js).
  globalSetup: "<rootDir>/__tests__/support/mdx-bundle.js",
  moduleNameMapper: {
    // The MDX parser, from that bundle.
    "^\\./mdx-parse$": "<rootDir>/__tests__/support/mdx-parse.ts",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/e2e"],
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|until-async|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype|escape-string-regexp)/).+\\.(js|jsx|cjs|json)$",
  ],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/__tests__/support/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/jest.setup.ts"],
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
}

module.exports = config
