import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"

const CONTEXT_RULE =
  "reads React context, which an island (a root of its own in the browser: src/islands/wake.ts) " +
  "does not have there; pass the data down as props from the page's query (docs/page-life.md#the-rule-on-context)"

/** Every way the site's dependencies read context: React's own, Gatsby's static queries, the router's hooks. */
const contextReads = {
  imports: [
    { name: "react", importNames: ["useContext", "createContext", "use"], message: `useContext ${CONTEXT_RULE}` },
    { name: "gatsby", importNames: ["useStaticQuery", "StaticQuery", "useScrollRestoration"], message: `A static query ${CONTEXT_RULE}` },
    ...["@gatsbyjs/reach-router", "@reach/router"].map((name) => ({
      name,
      importNames: ["useLocation", "useNavigate", "useParams", "useMatch", "Location", "Match"],
      message: `The router's location hook ${CONTEXT_RULE}`,
    })),
  ],
  syntax: [
    {
      selector: "MemberExpression[object.name='React'][property.name=/^(useContext|createContext|use)$/]",
      message: `React's context API ${CONTEXT_RULE}`,
    },
    { selector: "JSXMemberExpression[property.name='Consumer']", message: `A context Consumer ${CONTEXT_RULE}` },
  ],
}

export default tseslint.config(
  {
    ignores: [
      "public/**",
      ".cache/**",
      "node_modules/**",
      "src/gatsby-types.d.ts",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
      ".wrangler/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { react, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest, Queries: "readonly" },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "react/jsx-no-target-blank": "error",
      "react/no-danger": "off",
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Apostrophes in copy are fine in JSX text; only characters that change parsing are flagged.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
      "jsx-a11y/no-autofocus": "off",
      // Invoker commands (HTML, 2025): the mobile menu opens and closes without JavaScript with them.
      "react/no-unknown-property": ["error", { ignore: ["commandfor", "command"] }],
    },
  },
  {
    // No component reads React context. Each island is a root of its own in the browser and sees no
    // provider of the page's (src/islands/wake.ts): a context read there would pass the server
    // render, Jest and tsc and break only in the browser. Data comes down as props, from the
    // page's query (docs/page-life.md#the-rule-on-context).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.d.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: contextReads.imports }],
      "no-restricted-syntax": ["error", ...contextReads.syntax],
    },
  },
  {
    // One way to write an end-to-end test (docs/testing.md): `test`'s page is shared by the tests of
    // a worker, so what a test adds to it must end with the test (e2e/support/until-test-ends.ts),
    // and a page opens with open(), which waits for it (and for the island the test drives).
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...Object.entries({
          goto: "Open a page with open(page, path) from e2e/support/test.ts: it waits for the page, and the island the test names, or for the moment asked",
          route: "A route on the page the tests share would outlive the test: mockApi(page, ...) or routeForTest(page, url, handler)",
          addInitScript: "An init script on the page the tests share would outlive the test: initScriptForTest(page, script, arg)",
        }).map(([method, message]) => ({
          selector: `CallExpression[callee.property.name='${method}']`,
          message: `${message} (docs/testing.md).`,
        })),
      ],
    },
  },
  {
    // The site's React code (tests and Playwright fixtures have their own use* functions, which are not hooks):
    // hooks called in the same order every render, and effects that list everything they read.
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "react-hooks/exhaustive-deps": "error" },
  },
)
