/**
 * The bad-input suite in Chromium (issue 30, item 4), against the production build: every form
 * against every answer (the rows of e2e/support/scenarios/bad-input.ts, which WebKit runs too), answered by
 * Playwright's routes, or, where routing cannot give the answer, by the local API stub on a build
 * that calls it (the "bad-input-stub" project, playwright.config.ts); then the cases only Chromium
 * can produce here: submits held while the bundles fail, time out or a part fails to hydrate, a
 * held Join on a page left before its footer's turn, unsubscribe links that cannot be real,
 * malformed addresses, and the policy a page runs under after a link out of /search or a legal page.
 * Every test also fails on a console error or policy violation it does not expect (e2e/support/test.ts).
 * The rows share the worker's page; a test that installs a clock or opens a CDP session has a page
 * of its own (isolatedPage).
 */
import type { Page } from "@playwright/test"
import { answers } from "../scripts/product-api/contract.cjs"
import { startStub } from "../scripts/product-api/stub.cjs"
import { site } from "../src/config/site"
import { messages } from "../src/lib/messages"
import { REQUEST_TIMEOUT_MS, calls as apiCalls } from "../src/lib/product-api"
import { MAX_UNSUBSCRIBE_HASH_LENGTH } from "../src/lib/validation"
import { CHUNK_LOAD_TIMEOUT_MS, MAX_WAIT_MS } from "../src/page-life/bundle-loader"
import { LIVE_SELECTOR, PART_LIVE_ATTRIBUTE } from "../src/page-life/marker"
import {
  FORMS,
  REFUSED,
  ROWS,
  checkRow,
  fillAndSubmit,
  inFlight,
  openRow,
  rowTitle,
  submitRow,
  type Row,
} from "./support/scenarios/bad-input"
import {
  API,
  FAILED_REQUEST,
  expect,
  fulfill,
  holdBundles,
  initScriptForTest,
  mockApi,
  open,
  pauseClockNow,
  routeForTest,
  test,
  countApiCalls,
  type Captured,
} from "./support/test"
import { followHeaderLinkBeforeLastTurn } from "./support/link-before-last-turn"
import { playwrightVisitor } from "./support/visitor/playwright"
import type { ApiCall } from "./support/visitor/visitor"

/** What Chromium logs for an answer its CORS check keeps from the page: its own log of a failed request. */
const CORS_BLOCKED = /has been blocked by CORS policy/

const asCalls = (captured: Captured[]) => () => captured.map(({ method, path, body }): ApiCall => ({ method, path, body }))

/**
 * Answers the row's call with its answer at the network edge: fulfilled as the stub would send it,
 * a refused connection, or, for an answer that comes after the site has stopped waiting, never.
 * (A redirect is the stub's to give: e2e/support/scenarios/bad-input.ts, Row.stubOnly.)
 */
async function answerByRoute(page: Page, row: Row) {
  const captured = await mockApi(page, row.form, async (route) => {
    if (row.answer === REFUSED) return route.abort("connectionrefused")
    // Never answered (a handler that returns without answering lets the request go on to the network).
    if (row.timesOut) return new Promise<void>(() => undefined)
    await fulfill(route, row.answer)
  })
  return asCalls(captured)
}

// The failing answers make Chromium log the failed request; anything else fails the test.
test.beforeEach(({ expectedConsoleErrors }) => {
  expectedConsoleErrors.push(FAILED_REQUEST, CORS_BLOCKED)
})

test.describe("every form against every answer (Playwright's routes)", () => {
  for (const row of ROWS.filter((each) => !each.stubOnly && !each.timesOut)) {
    test(rowTitle(row), async ({ page }) => {
      const calls = await answerByRoute(page, row)
      const v = playwrightVisitor(page, "live")
      await submitRow(v, row)
      await checkRow(v, row, calls)
    })
  }

  // The site waits REQUEST_TIMEOUT_MS for an answer: the page's clock moves instead of the test waiting.
  for (const row of ROWS.filter((each) => each.timesOut)) {
    test(rowTitle(row), async ({ isolatedPage: page }) => {
      expect(REQUEST_TIMEOUT_MS).toBe(15_000)
      const calls = await answerByRoute(page, row)
      await page.clock.install()
      const v = playwrightVisitor(page, "live")
      await openRow(v, row)
      // From here the page's time moves only with runFor. The unsubscribe page has called as it
      // opened, up to a second before (pauseClockNow moves on a second); a form calls when it is sent.
      await pauseClockNow(page)
      await fillAndSubmit(v, row)
      await inFlight(v, row)
      const margin = row.form === "unsubscribe" ? 3000 : 100
      await page.clock.runFor(REQUEST_TIMEOUT_MS - margin)
      await inFlight(v, row)
      await page.clock.runFor(margin + 100)
      await checkRow(v, row, calls)
    })
  }
})

test.describe("every form against the answers only a real server gives (the local API stub) @stub", () => {
  let stop: () => Promise<void> = async () => undefined
  test.beforeAll(async () => {
    const api = new URL(API)
    if (!["localhost", "127.0.0.1"].includes(api.hostname))
      throw new Error(`The @stub rows need a build that calls the local stub; this one calls ${api.origin}.`)
    const { server } = await startStub({ port: Number(api.port) })
    stop = () => new Promise((resolve) => server.close(() => resolve()))
  })
  test.afterAll(() => stop())

  for (const row of ROWS.filter((each) => each.stubOnly)) {
    test(rowTitle(row), async ({ page }) => {
      // Seen on their way to the stub, and left to it.
      const captured = await mockApi(page, row.form, (route) => route.continue())
      const v = playwrightVisitor(page, "live")
      await submitRow(v, row)
      await checkRow(v, row, asCalls(captured))
    })
  }
})

test.describe("while a request is in flight", () => {
  for (const form of Object.keys(FORMS) as Array<keyof typeof FORMS>) {
    test(`${form}: the fields are read-only, and success clears only what was sent`, async ({ page }) => {
      const row = ROWS.find((each) => each.form === form && each.name === "success")!
      let release: () => void = () => undefined
      const released = new Promise<void>((resolve) => (release = resolve))
      const captured = await mockApi(page, form, async (route) => {
        await released
        await fulfill(route, answers[form].success)
      })
      const v = playwrightVisitor(page, "live")
      await submitRow(v, row)
      await inFlight(v, row)
      const last = FORMS[form].fields.at(-1)!
      const field = page.getByLabel(last.label, { exact: true })
      await field.focus()
      await page.keyboard.type(" and more")
      await expect(field).toHaveValue(last.typed)
      release()
      await checkRow(v, row, asCalls(captured))
    })
  }
})

/** Submits a form that no component has taken over: Join by its button; the others' buttons are disabled until their fields are filled live, so by the form itself. */
async function submitHeld(page: Page, form: keyof typeof FORMS) {
  const scope = FORMS[form]
  const element =
    form === "newsletter"
      ? page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
      : page.getByRole("main").getByRole("form")
  for (const field of scope.fields) await element.getByLabel(field.label, { exact: true }).fill(field.typed)
  if (form === "newsletter") await element.getByRole("button", { name: scope.button }).click()
  else await element.evaluate((each: HTMLFormElement) => each.requestSubmit())
  await expect(element.getByRole("button", { name: scope.busy })).toBeDisabled()
  return element
}

/** A held submit given back: the form's failure in its alert, the button as before, what was typed still there. */
async function givenBack(page: Page, form: keyof typeof FORMS, message: string) {
  const scope = FORMS[form]
  const element =
    form === "newsletter"
      ? page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
      : page.getByRole("main").getByRole("form")
  await expect(element.getByRole("alert")).toHaveText(message)
  // An empty live region is not shown (global.css), so it is found by its role attribute.
  await expect(element.locator("[role=status]")).toHaveText("")
  const button = element.getByRole("button", { name: scope.button })
  // Join was usable before the submit; the others' buttons were disabled as served (fields empty then).
  if (form === "newsletter") await expect(button).toBeEnabled()
  else await expect(button).toBeDisabled()
  for (const field of scope.fields) await expect(element.getByLabel(field.label, { exact: true })).toHaveValue(field.typed)
  return element
}

/** Each form's message for a held submit that cannot be sent: its network failure (docs/spec/SITE-SPEC.md §8). */
const HELD_FAILURE = { newsletter: messages.newsletter.failure, feedback: messages.network, licenseReset: messages.network }

test.describe("a submit held before the page is live that cannot be sent", () => {
  for (const form of Object.keys(FORMS) as Array<keyof typeof FORMS>) {
    test(`${form}: every bundle request fails: "${HELD_FAILURE[form]}", the button back, what was typed kept, no call`, async ({
      page,
    }) => {
      const captured = await mockApi(page, form, (route) => fulfill(route, answers[form].success))
      // Every bundle request fails once the submit is held (a submit after that fails at once: below).
      let fail: () => void = () => undefined
      const failing = new Promise<void>((resolve) => (fail = resolve))
      const origin = new URL(String(test.info().project.use.baseURL)).origin
      await routeForTest(
        page,
        (url) => url.origin === origin && url.pathname.endsWith(".js"),
        async (route) => {
          await failing
          await route.abort("failed")
        },
      )
      await open(page, FORMS[form].route, { waitUntil: "domcontentloaded" })
      await submitHeld(page, form)
      fail()
      const element = await givenBack(page, form, HELD_FAILURE[form])
      // A later submit there says so at once: nothing will send it.
      await element.getByRole("alert").evaluate((alert) => (alert.textContent = ""))
      if (form === "newsletter") await element.getByRole("button", { name: "Join" }).click()
      else await element.evaluate((each: HTMLFormElement) => each.requestSubmit())
      await givenBack(page, form, HELD_FAILURE[form])
      await expect(page.locator(LIVE_SELECTOR)).toHaveCount(0)
      expect(captured).toHaveLength(0)
    })
  }

  test(`newsletter: the page not live ${CHUNK_LOAD_TIMEOUT_MS / 1000} s after its bundles were requested; a bundle that comes later sends nothing until Join`, async ({
    isolatedPage: page,
  }) => {
    const captured = await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter.success))
    const bundles = await holdBundles(page)
    await page.clock.install()
    await open(page, FORMS.newsletter.route, { held: true })
    // From here the page's time moves only as the test says. The loader asks for the bundles within
    // MAX_WAIT_MS (__tests__/page-life/bundle-loader.test.ts holds the bound to the millisecond).
    await pauseClockNow(page)
    await submitHeld(page, "newsletter")
    await page.clock.runFor(MAX_WAIT_MS)
    await expect.poll(() => bundles.held.length, "the bundles requested, and held").toBeGreaterThan(0)
    const footer = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
    await page.clock.runFor(CHUNK_LOAD_TIMEOUT_MS / 2)
    await expect(footer.getByRole("button", { name: "Joining..." }), "still waiting well within the bound").toBeDisabled()
    await page.clock.runFor(CHUNK_LOAD_TIMEOUT_MS / 2 + MAX_WAIT_MS)
    await givenBack(page, "newsletter", messages.newsletter.failure)
    await page.clock.resume()
    await bundles.release()
    await expect(page.locator(`#site-footer[${PART_LIVE_ATTRIBUTE}]`)).toBeAttached()
    await givenBack(page, "newsletter", messages.newsletter.failure)
    expect(captured, "nothing sent by the late bundle").toHaveLength(0)
    await footer.getByRole("button", { name: "Join" }).click()
    await expect(footer.getByRole("status")).toHaveText(messages.newsletter.success)
    expect(captured).toHaveLength(1)
  })

  test("newsletter: the footer fails to hydrate: the failure, the button back, what was typed kept, no call", async ({
    page,
    expectedConsoleErrors,
  }) => {
    const fault = "the footer's part fails to hydrate (injected by the test)"
    expectedConsoleErrors.push(new RegExp(fault.replace(/[()']/g, "\\$&")))
    const captured = await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter.success))
    // The footer's form reads its field as it hydrates (src/page-life/use-field-state.ts): once the bundles run, that throws.
    await initScriptForTest(
      page,
      ({ id, message }: { id: string; message: string }) => {
        const byId = Document.prototype.getElementById
        Document.prototype.getElementById = function (this: Document, wanted: string) {
          if (wanted === id && "___loader" in window) throw new Error(message)
          return byId.call(this, wanted)
        }
      },
      { id: "footer-newsletter-email", message: fault },
    )
    const bundles = await holdBundles(page)
    await open(page, FORMS.newsletter.route, { held: true })
    await submitHeld(page, "newsletter")
    await bundles.release()
    await expect(page.locator(`#site-header[${PART_LIVE_ATTRIBUTE}]`)).toBeAttached()
    // The error is caught inside the part (src/page-life/part-boundary.tsx): its turn ends, its HTML put back, its form not taken over.
    await expect(page.locator(`#site-footer[${PART_LIVE_ATTRIBUTE}]`)).toBeAttached()
    await givenBack(page, "newsletter", messages.newsletter.failure)
    expect(captured).toHaveLength(0)
  })

  test("newsletter: a header link followed before the footer's turn: the held Join is sent by the next page's footer, which shows the answer", async ({
    isolatedPage: page,
  }) => {
    const captured = await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter.success))
    // The page follows the header's Pricing link itself the moment the header's turn has run (./support/link-before-last-turn.ts).
    const link = await followHeaderLinkBeforeLastTurn(page, "/pricing")
    const bundles = await holdBundles(page)
    await open(page, "/feedback", { held: true })
    await submitHeld(page, "newsletter")
    await bundles.release()
    // The CPU runs four times slower until seen() (e2e/support/link-before-last-turn.ts): the bundles, the
    // header's turn and the next page's render take longer than an expectation's usual 5 s on a busy machine.
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 20_000 })
    const { footerLive, nextPageReady } = await link.seen()
    expect({ footerLive, nextPageReady }, "left before the footer's turn, by the router").toEqual({
      footerLive: false,
      nextPageReady: true,
    })
    const footer = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
    await expect(footer.getByRole("status")).toHaveText(messages.newsletter.success)
    await expect(footer.getByLabel("Email address")).toHaveValue("")
    expect(captured.map((call) => call.body)).toEqual([JSON.stringify({ email: FORMS.newsletter.fields[0].typed })])
  })
})

test.describe("unsubscribe links that cannot be real make no call", () => {
  const refused: Array<[string, string, string]> = [
    ["no hash", "", messages.unsubscribe.missingHash],
    ["an empty hash", "?unsubscribeHash=", messages.unsubscribe.missingHash],
    ["a dot", "?unsubscribeHash=.", messages.unsubscribe.fallback],
    ["two dots", "?unsubscribeHash=..", messages.unsubscribe.fallback],
    ["two encoded dots", "?unsubscribeHash=%2E%2E", messages.unsubscribe.fallback],
    ["a control character", "?unsubscribeHash=abc%01def", messages.unsubscribe.fallback],
    [
      `${MAX_UNSUBSCRIBE_HASH_LENGTH + 1} characters`,
      `?unsubscribeHash=${"a".repeat(MAX_UNSUBSCRIBE_HASH_LENGTH + 1)}`,
      messages.unsubscribe.fallback,
    ],
  ]
  for (const [name, query, text] of refused) {
    test(`${name}: "${text}"`, async ({ page }) => {
      const captured = await mockApi(page, "unsubscribe", (route) => fulfill(route, answers.unsubscribe.success))
      const startedCalls = await countApiCalls(page)
      await open(page, `/newsletter-unsubscribe${query}`)
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(text)
      expect(await startedCalls()).toBe(0)
      expect(captured).toHaveLength(0)
    })
  }

  test(`a hash of ${MAX_UNSUBSCRIBE_HASH_LENGTH} characters is sent, once, as one path segment`, async ({ page }) => {
    const captured = await mockApi(page, "unsubscribe", (route) => fulfill(route, answers.unsubscribe.success))
    const hash = "a".repeat(MAX_UNSUBSCRIBE_HASH_LENGTH)
    await open(page, `/newsletter-unsubscribe?unsubscribeHash=${hash}`)
    await expect(page.getByRole("main").getByRole("status")).toHaveText(messages.unsubscribe.success)
    expect(captured.map((call) => call.path)).toEqual([apiCalls.unsubscribe.path.replace(":unsubscribeHash", hash)])
  })
})

test.describe("malformed addresses never throw", () => {
  for (const address of ["/#%", "/blog#%E0%A4%A", "/pricing#%zz", "/#download%"]) {
    test(address, async ({ page, consoleErrors }) => {
      await open(page, address)
      await expect(page.locator(LIVE_SELECTOR)).toBeAttached()
      // An uncaught error would be a page error here, and fail the test (e2e/support/test.ts).
      expect(consoleErrors).toEqual([])
    })
  }
})

/** The smallest WebAssembly module: compiling it is what 'wasm-unsafe-eval' allows. */
const compileWasm = (page: Page) =>
  page.evaluate(() =>
    WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(
      () => "compiled",
      (error: Error) => error.name,
    ),
  )

test.describe("a link out of a page with a looser policy opens the next page under its own", () => {
  for (const [from, link] of [
    [site.search.path, "Pricing"],
    ["/privacy-policy", "Blog"],
    ["/terms-and-conditions", "Feedback"],
  ] as const) {
    test(`${from} -> the header's ${link}: a new document, WebAssembly refused`, async ({ page, cspViolations }) => {
      type Marked = Window & { samePage?: boolean }
      await open(page, from)
      if (from === site.search.path) expect(await compileWasm(page), "the search page may compile WebAssembly").toBe("compiled")
      await page.evaluate(() => ((window as Marked).samePage = true))
      await page.getByRole("banner").getByRole("link", { name: link, exact: true }).click()
      await expect(page).not.toHaveURL(new RegExp(`${from}$`))
      await expect(page.locator(LIVE_SELECTOR)).toBeAttached()
      expect(await page.evaluate(() => (window as Marked).samePage), "loaded anew, not by the router").toBeUndefined()
      expect(await compileWasm(page)).toBe("CompileError")
      // The refusal is the policy's own report: the one violation this test expects.
      await expect.poll(() => cspViolations.length).toBe(1)
      expect(cspViolations.splice(0)).toEqual([expect.stringMatching(/: script-src blocked (wasm-eval|eval)/)])
    })
  }
})
