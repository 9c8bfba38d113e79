/**
 * The bad-input suite's form rows (e2e/support/scenarios/bad-input.ts) in WebKit, through WebDriver: every
 * form against every answer, each given by the local API stub to the input the row types (WebDriver
 * cannot answer the page's requests itself). The same rows run in Chromium (e2e/bad-input.spec.ts).
 * The rows in which the site gives up waiting start one window each and wait once, together.
 */
import { REQUEST_TIMEOUT_MS } from "../../src/lib/product-api"
import { REFUSED, ROWS, checkRow, inFlight, rowTitle, submitRow } from "../support/scenarios/bad-input"
import { webDriverVisitor } from "../support/visitor/webdriver"
import type { ApiCall } from "../support/visitor/visitor"
import { scaled, webDriverTest } from "../support/webdriver-test"

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

webDriverTest.describe("every form against every answer (the local API stub)", () => {
  for (const row of ROWS.filter((each) => !each.timesOut && each.answer !== REFUSED)) {
    webDriverTest(rowTitle(row), { tag: "@js-on" }, async ({ site }) => {
      const v = webDriverVisitor(site, "live")
      const calls = await v.answer(row.form)
      await submitRow(v, row)
      await checkRow(v, row, calls)
    })
  }

  webDriverTest(
    `the rows the site stops waiting for (${REQUEST_TIMEOUT_MS / 1000} s), each form in a window of its own, waited for once`,
    { tag: "@js-on" },
    async ({ site }) => {
      webDriverTest.setTimeout(scaled(180_000))
      const { driver } = site
      const home = await driver.getWindowHandle()
      const size = await driver.manage().window().getRect()
      const opened: string[] = []
      const started: Array<{ window: string; row: (typeof ROWS)[number]; calls: () => ApiCall[]; at: number }> = []
      try {
        for (const row of ROWS.filter((each) => each.timesOut)) {
          await driver.switchTo().newWindow("window")
          opened.push(await driver.getWindowHandle())
          await driver.manage().window().setRect({ width: size.width, height: size.height })
          const v = webDriverVisitor(site, "live")
          const calls = await v.answer(row.form)
          await submitRow(v, row)
          const at = Date.now()
          await inFlight(v, row)
          started.push({ window: opened.at(-1)!, row, calls, at })
        }
        await pause(Math.max(0, started.at(-1)!.at + REQUEST_TIMEOUT_MS - Date.now()))
        for (const { window, row, calls, at } of started) {
          await driver.switchTo().window(window)
          const v = webDriverVisitor(site, "live")
          webDriverTest.info().annotations.push({ type: "row", description: `${rowTitle(row)} (${Date.now() - at} ms after the submit)` })
          await checkRow(v, row, calls)
        }
      } finally {
        for (const window of opened) {
          await driver.switchTo().window(window)
          await driver.close()
        }
        await driver.switchTo().window(home)
      }
    },
  )
})
