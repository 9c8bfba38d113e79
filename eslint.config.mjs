import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"

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
    // The site's React code (tests and Playwright fixtures have their own use* functions, which are not hooks):
    // hooks called in the same order every render, and effects that list everything they read.
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "react-hooks/exhaustive-deps": "error" },
  },
)
