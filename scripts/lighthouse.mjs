#!/usr/bin/env node
// @ts-check
// The budget check at the end of npm test: one Lighthouse run per page of scripts/budgets.json
// against public/; fails when a page breaks a byte budget or a score floor. Performance itself
// is not gated here (it moves with the machine's load): npm run bench measures it.
import fs from "node:fs"
import path from "node:path"
import { launchChromium, measure, serve } from "./lib/lighthouse-runner.mjs"

const port = Number(process.env.LH_PORT ?? 9200)
const budgets = JSON.parse(fs.readFileSync(new URL("./budgets.json", import.meta.url), "utf8"))
const pages = Object.keys(budgets.pages)

const server = await serve("public", port)
const chrome = await launchChromium()
/** @type {Record<string, import("./lib/lighthouse-runner.mjs").Summary>} */
const results = {}
try {
  for (const page of pages) results[page] = await measure(chrome, `http://localhost:${port}${page}`, { performance: false })
} finally {
  await chrome.kill()
  server.kill()
}

// Performance and its timings are not measured here (NaN): left out of the table rather than shown as NaN.
console.table(
  Object.fromEntries(
    Object.entries(results).map(([page, r]) => [page, Object.fromEntries(Object.entries(r).filter(([, value]) => !Number.isNaN(value)))]),
  ),
)
fs.mkdirSync("reports", { recursive: true })
fs.writeFileSync(path.join("reports", "lighthouse-budget.json"), JSON.stringify({ date: new Date().toISOString(), results }, null, 2))

const breaches = []
for (const [page, r] of Object.entries(results)) {
  const limit = budgets.pages[page]
  if (r.scriptKB > limit.scriptKB) breaches.push(`${page}: JavaScript ${r.scriptKB} KB > ${limit.scriptKB} KB`)
  if (r.totalKB > limit.totalKB) breaches.push(`${page}: total ${r.totalKB} KB > ${limit.totalKB} KB`)
  for (const [category, min] of Object.entries(budgets.minScores)) {
    const score = r[/** @type {keyof typeof r} */ (category)]
    if (score < min) breaches.push(`${page}: ${category} ${score} < ${min}`)
  }
}
if (breaches.length) {
  console.error(`Budget breached:\n  ${breaches.join("\n  ")}`)
  process.exit(1)
}
console.log("All pages within budget.")
