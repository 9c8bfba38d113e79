// node shotset.mjs <base> <outdir>: every built page at 1440 light and 390 dark, reduced motion, after hydration and images.
import { chromium } from "@playwright/test"
import { htmlFiles, pagePath } from "./scripts/built-pages.mjs"
const [base, out] = process.argv.slice(2)
const pages = htmlFiles("public").map((f) => pagePath(process.cwd() + "/public", f))
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] })
for (const [width, scheme] of [[1440, "light"], [390, "dark"]]) {
  const ctx = await b.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, reducedMotion: "reduce" })
  const p = await ctx.newPage()
  for (const path of pages) {
    await p.goto(base + path)
    await p.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 10000 }).catch(() => {})
    await p.evaluate(async () => { for (const img of document.images) img.loading = "eager"; await Promise.all([...document.images].map((i) => i.decode().catch(() => {}))) })
    await p.screenshot({ path: `${out}/${path.replace(/\//g, "_") || "_root"}-${width}-${scheme}.png`, fullPage: true, animations: "disabled" })
  }
  await ctx.close()
}
await b.close()
console.log(pages.length * 2, "screenshots")
