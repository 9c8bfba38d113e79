/**
 * The visitor of the shared scenarios (./visitor.ts) in a browser driven through WebDriver (WebKit:
 * e2e/webkit/). Targets are found in the page by Testing Library (./in-page.ts); clicks, typing and
 * keys go through WebDriver as a person's would. The page's bundles are held back by the proxy the
 * site is served through, and the product API is the local stub, whose log tells what the page sent.
 */
import { Key, type WebDriver, type WebElement } from "selenium-webdriver"
import type { CallId } from "../../../src/lib/product-api"
import { calls as apiCalls } from "../../../src/lib/product-api"
import { ISLAND, ISLAND_LIVE } from "../../../src/islands/island"
import { scaled } from "../../../scripts/lib/time-limits.cjs"
import { TESTING_LIBRARY, findInPage, sendTarget } from "./in-page"
import type { ApiCall, Mode, Target, Visitor } from "./visitor"

/** What the WebKit fixtures give the visitor (e2e/support/webdriver-test.ts). */
export type WebDriverSite = {
  driver: WebDriver
  /** Where the site is served, through the proxy that can hold its bundles back. */
  origin: string
  hold: () => void
  release: () => void
  /** Every call the local API stub has answered so far. */
  apiLog: ApiCall[]
}

const KEYS: Record<string, string> = {
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  Space: Key.SPACE,
  Tab: Key.TAB,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
}

/** The modifiers a key may be pressed with, as Playwright names them: "Control+k", "Shift+Tab". */
const MODIFIERS: Record<string, string> = { Control: Key.CONTROL, Meta: Key.META, Shift: Key.SHIFT, Alt: Key.ALT }

/** Presses a key, or a chord ("Control+k"): the modifiers held down around it. */
function pressKeys(driver: WebDriver, chord: string) {
  const parts = chord.length > 1 ? chord.split("+") : [chord]
  const key = parts.pop()!
  const modifiers = parts.map((name) => MODIFIERS[name])
  const actions = driver.actions()
  for (const modifier of modifiers) actions.keyDown(modifier)
  actions.sendKeys(KEYS[key] ?? key)
  for (const modifier of modifiers.reverse()) actions.keyUp(modifier)
  return actions.perform()
}

/** How long to wait for a page to be parsed or an island live, and for a page whose bundles are held (its load event cannot come). */
const WAIT_MS = scaled(30_000)
const HELD_LOAD_MS = 2000
const LOAD_MS = scaled(60_000)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(probe: () => Promise<unknown>, message: string) {
  const end = Date.now() + WAIT_MS
  while (!(await probe().catch(() => false))) {
    if (Date.now() > end) throw new Error(message)
    await pause(100)
  }
}

export function webDriverVisitor(site: WebDriverSite, mode: Mode): Visitor {
  const { driver } = site

  async function all(target: Target): Promise<WebElement[]> {
    const run = `if (!window.TestingLibraryDom) return null; return (${findInPage.toString()})(arguments[0])`
    let found = (await driver.executeScript(run, sendTarget(target))) as WebElement[] | null
    if (found === null) {
      await driver.executeScript(TESTING_LIBRARY)
      found = (await driver.executeScript(run, sendTarget(target))) as WebElement[]
    }
    return found
  }
  async function first(target: Target): Promise<WebElement> {
    const [element] = await all(target)
    if (!element) throw new Error(`nothing on the page matches ${JSON.stringify(target)}`)
    return element
  }
  const script = <T>(source: string, ...args: unknown[]) => driver.executeScript(source, ...args) as Promise<T>
  /** Whether an island named `island` is live (src/islands/loader.ts). */
  const awake = (island: string) =>
    script<boolean>(`return Boolean(document.querySelector('${ISLAND.tag}[${ISLAND.name}="${island}"][${ISLAND.state}="${ISLAND_LIVE}"]'))`)
  /** Waits until `island` is live. */
  const wakeOf = (island: string) => until(() => awake(island), `the island ${island} never woke`)

  return {
    engine: "webkit",
    mode,
    async open(route) {
      if (mode === "held") {
        site.hold()
        // Marks the old document, so that the wait below cannot mistake it for the new one.
        await script("document.documentElement.dataset.leaving = 'true'")
        await driver.manage().setTimeouts({ pageLoad: HELD_LOAD_MS })
        // The load event waits for the held bundles: the page is checked once parsed.
        await driver.get(`${site.origin}${route}`).catch((error: Error) => {
          if (error.name !== "TimeoutError") throw error
        })
        await driver.manage().setTimeouts({ pageLoad: LOAD_MS })
        await until(
          () => script("return !document.documentElement.dataset.leaving && document.readyState !== 'loading'"),
          `${route} was not parsed`,
        )
        return
      }
      // No command is sent while the old document gives way to the new one: WebKitGTK 2.50
      // sometimes never answers a script sent in that moment.
      await driver.get(`${site.origin}${route}`)
    },
    async release(island) {
      site.release()
      if (island) await wakeOf(island)
    },
    isAwake: (island) => awake(island),
    awake: (island) => wakeOf(island),
    // Asked of the driver, not of the page: a script sent while a link's click is taking the page
    // to the next document may never be answered (WebKitGTK 2.50, as open() says), which failed a
    // poll of the address after the mobile menu's link once. The driver answers once the navigation
    // is done; where it cannot be (a page whose bundles are held has no load event), the page does.
    async location() {
      const url = await driver.getCurrentUrl().catch(() => null)
      if (url === null) return script("return location.pathname + location.search + location.hash")
      const { pathname, search, hash } = new URL(url)
      return pathname + search + hash
    },
    async answer(call: CallId) {
      const from = site.apiLog.length
      const path = new RegExp(`^${apiCalls[call].path.replace(/:\w+/g, "[^/]+")}$`)
      return () => site.apiLog.slice(from).filter((each) => path.test(each.path))
    },
    // As Playwright's click waits until the element takes the click: a page arriving by a link is
    // covered by its view transition for a quarter of a second (src/styles/global.css), and
    // WebDriver refuses a click on what is covered.
    async click(target) {
      const end = Date.now() + WAIT_MS
      for (;;) {
        try {
          return await (await first(target)).click()
        } catch (error) {
          if ((error as Error).name !== "ElementNotInteractableError" || Date.now() > end) throw error
          await pause(100)
        }
      }
    },
    async fill(target, value) {
      const element = await first(target)
      await element.clear()
      await element.sendKeys(value)
    },
    focus: async (target) => void (await script("arguments[0].focus()", await first(target))),
    hover: async (target) =>
      driver
        .actions()
        .move({ origin: await first(target) })
        .perform(),
    scrollIntoView: async (target) => void (await script("arguments[0].scrollIntoView({ block: 'center' })", await first(target))),
    press: (key) => pressKeys(driver, key),
    count: async (target) => (await all(target)).length,
    async isVisible(target) {
      const [element] = await all(target)
      return element ? element.isDisplayed() : false
    },
    texts: async (target) =>
      (await Promise.all((await all(target)).map((element) => script<string>("return arguments[0].textContent", element)))).map((text) =>
        text.trim(),
      ),
    attribute: async (target, name) => script<string | null>("return arguments[0].getAttribute(arguments[1])", await first(target), name),
    value: async (target) => script<string>("return arguments[0].value", await first(target)),
    isChecked: async (target) => script<boolean>("return Boolean(arguments[0].checked)", await first(target)),
    isEnabled: async (target) => (await first(target)).isEnabled(),
    async box(target) {
      const [element] = await all(target)
      return element
        ? script("const r = arguments[0].getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }", element)
        : null
    },
    focusedName: () =>
      script("const a = document.activeElement; return (a && (a.getAttribute('aria-label') || a.textContent.trim())) || ''"),
    viewport: () => script("return { width: window.innerWidth, height: window.innerHeight }"),
    async resize(width, height) {
      // MiniBrowser's window has a toolbar: size the window so that the viewport comes out as asked.
      await driver.manage().window().setRect({ width, height })
      const first = await script<{ width: number; height: number }>("return { width: window.innerWidth, height: window.innerHeight }")
      await driver
        .manage()
        .window()
        .setRect({ width: 2 * width - first.width, height: 2 * height - first.height })
      return script("return { width: window.innerWidth, height: window.innerHeight }")
    },
    evaluate: (fn, arg) => script(`return Promise.resolve((${fn.toString()})(arguments[0]))`, arg),
  }
}
