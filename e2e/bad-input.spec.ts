/**
 * The bad-input suite in Chromium (issue 30, item 4), against the production build: every form
 * against every answer (the rows of e2e/support/scenarios/bad-input.ts, which WebKit runs too), answered by
 * Playwright's routes, or, where routing cannot give the answer, by the local API stub on a build
 * that calls it (the "bad-input-stub" project, playwright.config.ts); then the cases only Chromium
 * can produce here: submits held while an island's bundle fails, times out or the island fails to
 * wake, a held Join on a page the visitor leaves before its island is live, unsubscribe links that
 * cannot be real, malformed addresses, and the policy a page runs under after a link out of /search
 * or a legal page.
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
import { WAKE_TIMEOUT_MS } from "../src/islands/loader"
import { SCROLL_TO_SECTION_DELAY_MS } from "../src/head-scripts/section-arrival"
import { ISLAND, ISLAND_FAILED } from "../src/islands/island"
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
  awake,
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
  islandSelector,
  type Captured,
} from "./support/test"
import { playwrightVisitor } from "./support/visitor/playwright"
import { bundleHoldingProxy } from "./support/holding-proxy"
import type { ApiCall } from "./support/visitor/visitor"

/** What Chromium logs for an answer its CORS check keeps from the page: its own log of a failed request. */
const CORS_BLOCKED = /has been blocked by CORS policy/

/** Where the keepalive test's proxy listens (playwright.config.ts's servers are on E2E_PORT and above it). */
const HOLDING_PROXY_PORT = 9560

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
  /** What the stub received. */
  const received: ApiCall[] = []
  test.beforeAll(async () => {
    const api = new URL(API)
    if (!["localhost", "127.0.0.1"].includes(api.hostname))
      throw new Error(`The @stub rows need a build that calls the local stub; this one calls ${api.origin}.`)
    const { server } = await startStub({ port: Number(api.port), log: (_line: string, call: ApiCall) => received.push(call) })
    stop = () => new Promise((resolve) => server.close(() => resolve()))
  })
  test.afterAll(() => stop())

  test("newsletter: a link followed while a Join is held: the Join is sent as the page goes (keepalive), once, with what was submitted", async ({
    browser,
  }) => {
    // A page of its own with no Playwright route at all (the shared page's watcher answers the legal
    // widget by one): a request a page makes as it goes is lost to an active route. Its bundles are
    // held by a proxy instead.
    const context = await browser.newContext()
    const page = await context.newPage()
    const proxy = await bundleHoldingProxy(new URL(String(test.info().project.use.baseURL)), HOLDING_PROXY_PORT)
    try {
      received.length = 0
      proxy.hold()
      await open(page, `http://localhost:${HOLDING_PROXY_PORT}/feedback`, { waitUntil: "domcontentloaded" })
      await submitHeld(page, "newsletter")
      // What was submitted is what is sent: the field, read-only while the Join is held, is changed
      // by a script before the visitor leaves (issue 49 saw the second address sent).
      const field = page.getByRole("contentinfo").getByLabel(FORMS.newsletter.fields[0].label, { exact: true })
      await expect(field).toHaveAttribute("readonly", "")
      await field.evaluate((input: HTMLInputElement) => (input.value = "changed-after-join@example.com"))
      await page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing", exact: true }).click()
      await expect(page).toHaveURL(/\/pricing$/)
      await expect.poll(() => received.length).toBe(1)
      expect(received).toEqual([
        { method: "POST", path: apiCalls.newsletter.path, body: JSON.stringify({ email: FORMS.newsletter.fields[0].typed }) },
      ])
      // The bundles come now: the next page's form wakes when used, and the Join left behind is not sent again.
      proxy.release()
      await page.getByRole("contentinfo").getByLabel(FORMS.newsletter.fields[0].label, { exact: true }).focus()
      await awake(page, "newsletter-form")
      expect(received, "sent once").toHaveLength(1)
    } finally {
      proxy.release()
      await context.close()
      await new Promise((resolve) => proxy.server.close(resolve))
    }
  })

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

/** Each form's island (src/islands/). */
const ISLANDS = { newsletter: "newsletter-form", feedback: "feedback-form", licenseReset: "license-reset-form" } as const

/** Submits a form that no island has taken over: Join by its button; the others' buttons are disabled until their fields are filled live, so by the form itself. */
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

test.describe("a submit held before its island is live that cannot be sent", () => {
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
      await expect(page.locator(`${islandSelector(ISLANDS[form])}[${ISLAND.state}="${ISLAND_FAILED}"]`).first()).toBeAttached()
      expect(captured).toHaveLength(0)
    })
  }

  test(`newsletter: the island's code not come ${WAKE_TIMEOUT_MS / 1000} s after Join; when it comes later it sends nothing until Join`, async ({
    isolatedPage: page,
  }) => {
    const captured = await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter.success))
    const bundles = await holdBundles(page)
    await page.clock.install()
    await open(page, FORMS.newsletter.route, { held: true })
    // From here the page's time moves only as the test says.
    await pauseClockNow(page)
    await submitHeld(page, "newsletter")
    await expect.poll(() => bundles.held.length, "the island's bundle asked for, and held").toBeGreaterThan(0)
    const footer = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
    await page.clock.runFor(WAKE_TIMEOUT_MS / 2)
    await expect(footer.getByRole("button", { name: "Joining..." }), "still waiting well within the bound").toBeDisabled()
    await page.clock.runFor(WAKE_TIMEOUT_MS / 2)
    await givenBack(page, "newsletter", messages.newsletter.failure)
    await page.clock.resume()
    await bundles.release("newsletter-form")
    await givenBack(page, "newsletter", messages.newsletter.failure)
    expect(captured, "nothing sent by the late code").toHaveLength(0)
    await footer.getByRole("button", { name: "Join" }).click()
    await expect(footer.getByRole("status")).toHaveText(messages.newsletter.success)
    // An empty live region is not shown (global.css), so it is found by its role attribute.
    await expect(footer.locator("[role=alert]")).toHaveText("")
    expect(captured).toHaveLength(1)
  })

  test("newsletter: the footer's island fails to wake: its HTML put back, the failure, the button back, what was typed kept, no call", async ({
    page,
    expectedConsoleErrors,
  }) => {
    const fault = "the footer's form fails as its island wakes (injected by the test)"
    expectedConsoleErrors.push(new RegExp(fault.replace(/[()']/g, "\\$&")))
    const captured = await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter.success))
    // The footer's form reads its field as it hydrates (src/hooks/use-field-state.ts): while its island wakes, that throws.
    await initScriptForTest(
      page,
      ({ id, message, state }: { id: string; message: string; state: string }) => {
        const byId = Document.prototype.getElementById
        Document.prototype.getElementById = function (this: Document, wanted: string) {
          const found = byId.call(this, wanted)
          if (wanted === id && found?.closest(`[${state}="waking"]`)) throw new Error(message)
          return found
        }
      },
      { id: "footer-newsletter-email", message: fault, state: ISLAND.state },
    )
    const bundles = await holdBundles(page)
    await open(page, FORMS.newsletter.route, { held: true })
    await submitHeld(page, "newsletter")
    await bundles.release()
    // The loader puts the island's HTML back and says the form cannot be sent (src/islands/loader.ts).
    await expect(page.locator(`${islandSelector("newsletter-form")}[${ISLAND.state}="${ISLAND_FAILED}"]`)).toBeAttached()
    await givenBack(page, "newsletter", messages.newsletter.failure)
    expect(captured).toHaveLength(0)
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
    test(address, async ({ isolatedPage: page, consoleErrors }) => {
      await page.clock.install()
      await open(page, address)
      // The page's own scripts ran after the address was read: section arrival (src/head-scripts/section-arrival.ts) waits 100 ms.
      await page.clock.runFor(SCROLL_TO_SECTION_DELAY_MS * 2)
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
      await page.waitForLoadState("load")
      expect(await page.evaluate(() => (window as Marked).samePage), "loaded anew").toBeUndefined()
      expect(await compileWasm(page)).toBe("CompileError")
      // The refusal is the policy's own report: the one violation this test expects.
      await expect.poll(() => cspViolations.length).toBe(1)
      expect(cspViolations.splice(0)).toEqual([expect.stringMatching(/: script-src blocked (wasm-eval|eval)/)])
    })
  }
})
