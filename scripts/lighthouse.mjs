#!/usr/bin/env node
// Lighthouse against the production build in public/, served locally with gzip and _headers.
//   --bench   3 runs per page, median, a table and reports/lighthouse.json (npm run bench)
//   --budget  1 run per page; fails when a page breaks scripts/budgets.json (npm test)
import fs from "node:fs"
import path from "node:path"
import { spawn } from "node:child_process"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"

const mode = process.argv.includes("--bench") ? "bench" : "budget"
const runs = mode === "bench" ? 3 : 1
const port = Number(process.env.LH_PORT ?? 9200)
const base = `http://localhost:${port}`
const budgets = JSON.parse(fs.readFileSync(new URL("./budgets.json", import.meta.url), "utf8"))
const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(",") : Object.keys(budgets.pages)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function startServer() {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "public"], { env: { ...process.env, PORT: String(port) }, stdio: "pipe" })
  await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => String(chunk).includes("Serving") && resolve())
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)))
  })
  return server
}

function summarise(lhr) {
  const audits = lhr.audits
  const requests = audits["network-requests"]?.details?.items ?? []
  const bytes = (filter) => requests.filter(filter).reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue),
    totalKB: Number((bytes(() => true) / 1024).toFixed(1)),
    scriptKB: Number((bytes((r) => r.resourceType === "Script") / 1024).toFixed(1)),
  }
}

const server = await startServer()
const chromium = JSON.parse(fs.readFileSync(new URL("./chromium.json", import.meta.url), "utf8"))
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? chromium.path,
  chromeFlags: ["--headless=new", ...chromium.args],
})

const results = {}
try {
  for (const page of pages) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        formFactor: "mobile",
        throttlingMethod: "simulate",
      })
      samples.push(summarise(lhr))
    }
    results[page] = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]))
  }
} finally {
  await chrome.kill()
  server.kill()
}

console.table(results)
fs.mkdirSync("reports", { recursive: true })
const out = path.join("reports", mode === "bench" ? "lighthouse.json" : "lighthouse-budget.json")
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2))
console.log(`Wrote ${out}`)

if (mode === "budget") {
  const breaches = []
  for (const [page, r] of Object.entries(results)) {
    const limit = budgets.pages[page]
    if (limit && r.scriptKB > limit.scriptKB) breaches.push(`${page}: JavaScript ${r.scriptKB} KB > ${limit.scriptKB} KB`)
    if (limit && r.totalKB > limit.totalKB) breaches.push(`${page}: total ${r.totalKB} KB > ${limit.totalKB} KB`)
    for (const [category, min] of Object.entries(budgets.minScores)) {
      if (r[category] < min) breaches.push(`${page}: ${category} ${r[category]} < ${min}`)
    }
  }
  if (breaches.length) {
    console.error(`Budget breached:\n  ${breaches.join("\n  ")}`)
    process.exit(1)
  }
  console.log("All pages within budget.")
}
