#!/usr/bin/env node
// @ts-check
// The site's main controls in WebKit, Safari's engine, with JavaScript on and with it off. Most
// visitors are on Macs, and some of what the controls rely on reached Safari later than Chromium
// (popover 17, :has() 15.4, `scripting` media queries 17; invoker commands only in 26.2), so the
// Playwright suite in Chromium is not enough. Playwright's own WebKit cannot be downloaded here:
// this drives Debian's WebKitGTK (webkit2gtk-driver: /usr/bin/WebKitWebDriver and its MiniBrowser)
// through WebDriver with selenium-webdriver, under a virtual display (xvfb-run).
//
//   GATSBY_API_URL=http://localhost:<port> node scripts/webkit-check.mjs
//
// It needs a build that calls a local API (as npm test's stub step makes): WebDriver cannot answer
// the browser's requests the way Playwright's page.route does, so the API is the local stub
// (scripts/product-api/stub.cjs, answering as contract.cjs says), started here on that port, and
// the newsletter form's call is read from the stub's log. public/ (or the folder E2E_PUBLIC names) is served like a static host
// (scripts/serve.mjs, with public/_headers, so the pages' security policy applies) behind a small
// proxy that can hold the bundles back, for the checks made before the JavaScript has arrived.
// Ports: WEBKIT_PORT (site, 9510; the server behind the proxy on the port 3 above it) and
// WEBKIT_DRIVER_PORT (WebDriver, 9511).
// Prints one line per check and a closing "N passed, N failed"; exits 1 if any failed.
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { createRequire } from "node:module"
import { Builder, By, Key } from "selenium-webdriver"

const require = createRequire(import.meta.url)
const { startStub } = require("./product-api/stub.cjs")
const { endpoint } = require("./product-api/contract.cjs")

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const DRIVER = "/usr/bin/WebKitWebDriver"
const BROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
const SITE_PORT = Number(process.env.WEBKIT_PORT ?? 9510)
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 9511)
const SITE = `http://localhost:${SITE_PORT}`
const WAIT_MS = 8000
// How long a page may take to load, and how long to wait for the load of a page whose bundles are
// held back (it cannot finish) before checking it as parsed.
const LOAD_MS = 30_000
const HELD_LOAD_MS = 2000
// The longest one check may take (the slowest takes about 8 s).
const CHECK_MS = 60_000
// The longest the whole run may take (it takes about 20 s).
const RUN_MS = 300_000

// WebKitGTK needs a display: without one, run again under a virtual one, large enough for 1440 px.
if (!process.env.DISPLAY) {
  const again = spawnSync("xvfb-run", ["-a", "-s", "-screen 0 1600x1200x24", process.execPath, ...process.argv.slice(1)], {
    stdio: "inherit",
  })
  process.exit(again.status ?? 1)
}

for (const file of [DRIVER, BROWSER]) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: apt-get install webkit2gtk-driver xvfb (scripts/install.sh does)`)
}
const api = new URL(process.env.GATSBY_API_URL ?? "https://api.respite.app")
if (!["localhost", "127.0.0.1"].includes(api.hostname)) {
  throw new Error(
    `GATSBY_API_URL is ${api.origin}: run this against a build that calls a local API, e.g.\n` +
      `  GATSBY_API_URL=http://localhost:9401 RESPITE_LOCAL_API=1 npx gatsby build && GATSBY_API_URL=http://localhost:9401 node scripts/webkit-check.mjs`,
  )
}

/** @typedef {import("selenium-webdriver").WebDriver} Driver */
/** @typedef {{ server: http.Server, hold: () => void, release: () => void }} Proxy */

let passed = 0
/** @type {string[]} */
const failures = []

/**
 * @param {string} name
 * @param {() => Promise<void>} run
 */
async function check(name, run) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  // A browser that stops answering would hang the run until CI gives up: stop it here instead.
  const noAnswer = new Error(`no answer from WebKit within ${CHECK_MS / 1000} s`)
  const watchdog = new Promise((_, reject) => {
    timer = setTimeout(() => reject(noAnswer), CHECK_MS)
  })
  try {
    await Promise.race([run(), watchdog])
    passed += 1
    console.log(`ok - ${name}`)
  } catch (error) {
    failures.push(name)
    console.log(
      `not ok - ${name}\n  ${String(/** @type {Error} */ (error)?.message ?? error)
        .split("\n")
        .join("\n  ")}`,
    )
    if (error === noAnswer) finish()
  } finally {
    clearTimeout(timer)
  }
}

/**
 * @param {unknown} condition
 * @param {string} message
 */
function assert(condition, message) {
  if (!condition) throw new Error(message)
}

/**
 * Polls until `probe` returns something truthy; throws with `message` after WAIT_MS.
 * @template T
 * @param {() => Promise<T>} probe
 * @param {string} message
 * @returns {Promise<T>}
 */
async function until(probe, message, timeoutMs = WAIT_MS) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value) return value
    if (Date.now() > end) throw new Error(message)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The elements matching `css` that a visitor sees.
 * @param {Driver} driver
 * @param {string} css
 */
async function shown(driver, css) {
  const elements = await driver.findElements(By.css(css))
  const flags = await Promise.all(elements.map((element) => element.isDisplayed()))
  return elements.filter((_, index) => flags[index])
}

/** @param {import("selenium-webdriver").WebElement[]} elements */
const texts = (elements) => Promise.all(elements.map((element) => element.getText()))

/**
 * Resizes the window so that the page's viewport is width x height (MiniBrowser has a toolbar), as
 * near as the window allows: its toolbar keeps it from getting narrower than a 447 px viewport.
 * Returns the viewport it got.
 * @param {Driver} driver
 * @param {number} width
 * @param {number} height
 */
async function viewport(driver, width, height) {
  const inner = () =>
    /** @type {Promise<{ width: number, height: number }>} */ (
      driver.executeScript("return { width: window.innerWidth, height: window.innerHeight }")
    )
  await driver.manage().window().setRect({ width, height })
  const first = await inner()
  await driver
    .manage()
    .window()
    .setRect({ width: 2 * width - first.width, height: 2 * height - first.height })
  return inner()
}

/**
 * Saves what the browser shows when WEBKIT_SCREENSHOTS names a folder (to look at; not part of the checks).
 * @param {Driver} driver
 * @param {string} name
 */
async function screenshot(driver, name) {
  if (!process.env.WEBKIT_SCREENSHOTS) return
  fs.mkdirSync(process.env.WEBKIT_SCREENSHOTS, { recursive: true })
  fs.writeFileSync(path.join(process.env.WEBKIT_SCREENSHOTS, `${name}.png`), await driver.takeScreenshot(), "base64")
}

/**
 * Loads a page and waits until it is ready to check: loaded and, with JavaScript, live. With the
 * bundles held back the load event waits for them, so then the wait for the load is cut short and
 * the page is checked once parsed. No command is sent while the old document gives way to the new
 * one: WebKitGTK 2.50 sometimes never answers a script sent in that moment (seen here about one
 * run in three with the "none" page-load strategy), and the run would hang until CI stops it.
 * @param {Driver} driver
 * @param {string} route
 * @param {{ javascript: boolean, held?: boolean }} options
 */
async function open(driver, route, { javascript, held = false }) {
  if (held) {
    // Marks the old document, so that the wait below cannot mistake it for the new one.
    await driver.executeScript("document.documentElement.dataset.leaving = 'true'")
    await driver.manage().setTimeouts({ pageLoad: HELD_LOAD_MS })
    await driver.get(`${SITE}${route}`).catch((/** @type {Error} */ error) => {
      if (error.name !== "TimeoutError") throw error
    })
    await driver.manage().setTimeouts({ pageLoad: LOAD_MS })
    await until(
      () => driver.executeScript("return !document.documentElement.dataset.leaving && document.readyState !== 'loading'"),
      `${route} was not parsed`,
    )
  } else {
    await driver.get(`${SITE}${route}`)
  }
  // With JavaScript the page is checked once it is live; without it, as the server rendered it.
  if (javascript && !held)
    await until(() => driver.executeScript("return document.documentElement.dataset.hydrated === 'true'"), `${route} never hydrated`)
}

/** The checks both runs share: what works in HTML and CSS, with or without JavaScript. */
/**
 * @param {Driver} driver
 * @param {boolean} javascript
 * @param {string} label
 */
async function htmlControls(driver, javascript, label) {
  await check(`${label}: the headline word rotates every 2.5 s from the first paint`, async () => {
    await open(driver, "/", { javascript })
    const timing = await driver.executeScript(
      "return Array.from(document.querySelectorAll('[data-testid=rotating-word]'), (word) => { const t = word.getAnimations()[0].effect.getTiming(); return [t.delay, t.duration] })",
    )
    assert(
      JSON.stringify(timing) ===
        JSON.stringify([
          [0, 7500],
          [2500, 7500],
          [5000, 7500],
        ]),
      `animation timing ${JSON.stringify(timing)}`,
    )
    const seen = []
    for (const word of ["workday", "productivity", "well-being"]) {
      await until(
        async () => (await texts(await shown(driver, "[data-testid=rotating-word]"))).join() === word,
        `"${word}" never showed alone (saw ${seen})`,
      )
      seen.push(word)
    }
    await screenshot(driver, `landing-${label}`)
  })

  await check(`${label}: FAQ items open and close`, async () => {
    const summary = await driver.findElement(By.css("details summary"))
    await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", summary)
    await summary.click()
    await until(async () => (await summary.findElement(By.xpath(".."))).getAttribute("open"), "the item did not open")
    await summary.click()
    await until(async () => (await (await summary.findElement(By.xpath(".."))).getAttribute("open")) === null, "the item did not close")
  })

  await check(`${label}: the carousel scrolls from the keyboard; its arrows show only when they work`, async () => {
    const scroller = await driver.findElement(By.css("[role=region][aria-label=Screenshots]"))
    await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' }); arguments[0].focus()", scroller)
    // The inline script that notes when the slides were first seen ran (under the page's security policy).
    if (javascript) await until(() => scroller.getAttribute("data-seen-at"), "the first sight of the slides was not noted")
    const arrows = await shown(driver, "button[aria-label$='screenshots']")
    if (javascript) assert(arrows.length >= 1, "no arrow once hydrated")
    else assert(arrows.length === 0, "arrows show without JavaScript, where they cannot work")
    await driver.executeScript("arguments[0].scrollLeft = 0", scroller)
    await driver.actions().sendKeys(Key.ARROW_RIGHT).perform()
    await until(() => driver.executeScript("return arguments[0].scrollLeft > 0", scroller), "ArrowRight did not scroll the slides")
  })

  await check(`${label}: the pricing toggle switches prices, badge and checkout`, async () => {
    await open(driver, "/pricing", { javascript })
    const prices = async () => (await texts(await shown(driver, "[data-testid=price]"))).join(" ")
    assert((await prices()) === "$24.99 $39.99 $74.99", `lifetime prices: ${await prices()}`)
    await driver.findElement(By.xpath("//label[.//span[text()='Subscription']]")).click()
    await until(async () => (await prices()) === "$9.99 $15.99 $34.99", `subscription prices never showed (${await prices()})`)
    const badges = await texts(await shown(driver, "[data-colour]"))
    assert(badges.join() === "Best Value", `badges: ${badges}`)
    const buy = await shown(driver, "a[data-mode]")
    const hrefs = new Set(await Promise.all(buy.map((link) => link.getAttribute("href"))))
    assert(buy.length === 3 && hrefs.size === 1 && String([...hrefs][0]).includes("subscription"), `checkout links: ${[...hrefs]}`)
    await screenshot(driver, `pricing-${label}`)
  })

  await check(
    `${label}: on a phone-sized window the menu opens full screen with focus inside and closes on Escape and its button`,
    async () => {
      const phone = await viewport(driver, 390, 844)
      try {
        assert(phone.width < 768, `the window is ${phone.width} px wide, too wide for the mobile menu`)
        await open(driver, "/blog", { javascript })
        const toggle = await driver.findElement(By.css("button[aria-controls=mobile-menu]"))
        const menu = await driver.findElement(By.id("mobile-menu"))
        const focused = () => driver.executeScript("return document.activeElement.textContent")
        await toggle.click()
        await until(() => menu.isDisplayed(), "the menu did not open")
        const rect = await menu.getRect()
        const full = rect.x === 0 && rect.y === 0 && rect.width === phone.width && rect.height === phone.height
        assert(full, `menu box ${JSON.stringify(rect)} in a ${phone.width} x ${phone.height} viewport`)
        await screenshot(driver, `menu-${label}`)
        await until(async () => (await focused()) === "Close menu", "focus did not move to the close button")
        await driver.actions().sendKeys(Key.ESCAPE).perform()
        await until(async () => !(await menu.isDisplayed()), "Escape did not close the menu")
        await until(async () => (await focused()) === "Open menu", "focus did not go back to the menu button")
        await toggle.click()
        await until(() => menu.isDisplayed(), "the menu did not open again")
        await (await driver.switchTo().activeElement()).click()
        await until(async () => !(await menu.isDisplayed()), "the close button did not close the menu")
        await toggle.click()
        await menu.findElement(By.css("a[href='/pricing']")).click()
        await until(async () => (await driver.getCurrentUrl()).endsWith("/pricing"), "the menu's Pricing link did not go to /pricing")
      } finally {
        await viewport(driver, 1440, 900)
      }
    },
  )
}

/** What needs JavaScript: the newsletter call, with it on, after the bundles have run and before. */
/**
 * @param {Driver} driver
 * @param {string[]} calls
 * @param {Proxy} proxy
 * @param {string} label
 */
async function scriptedControls(driver, calls, proxy, label) {
  await check(`${label}: before the bundles arrive, Join is held (not submitted natively) and sent once they have`, async () => {
    proxy.hold()
    try {
      await open(driver, "/feedback", { javascript: true, held: true })
      const before = calls.length
      const form = await driver.findElement(By.css("footer form"))
      const email = await form.findElement(By.css("input[type=email]"))
      const button = await form.findElement(By.css("button[type=submit]"))
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", email)
      await email.sendKeys("early@example.com")
      await button.click()
      await until(async () => (await button.getText()) === "Joining...", "the held Join does not say Joining...")
      assert(!(await button.isEnabled()), "the held Join can be pressed again")
      assert(
        !(await driver.executeScript("return document.documentElement.dataset.hydrated")),
        "the page hydrated while the bundles were held",
      )
      assert(calls.length === before, "a call was made before the page was live")
      assert((await driver.getCurrentUrl()).endsWith("/feedback"), `the form was submitted natively: ${await driver.getCurrentUrl()}`)
      proxy.release()
      const thanks = endpoint("newsletter").successSees
      await until(async () => (await form.findElement(By.css("[role=status]")).getText()) === thanks, `no "${thanks}" once live`)
      const sent = calls.slice(before)
      assert(sent.length === 1 && sent[0].startsWith("POST /v1/newsletter/subscribe"), `calls: ${JSON.stringify(sent)}`)
    } finally {
      proxy.release()
    }
  })

  await check(`${label}: before the bundles arrive, the pricing toggle works, and hydration keeps the choice`, async () => {
    proxy.hold()
    try {
      await open(driver, "/pricing", { javascript: true, held: true })
      const prices = async () => (await texts(await shown(driver, "[data-testid=price]"))).join(" ")
      await driver.findElement(By.xpath("//label[.//span[text()='Subscription']]")).click()
      await until(async () => (await prices()) === "$9.99 $15.99 $34.99", `subscription prices never showed (${await prices()})`)
      proxy.release()
      await until(() => driver.executeScript("return document.documentElement.dataset.hydrated === 'true'"), "never hydrated")
      assert((await prices()) === "$9.99 $15.99 $34.99", `after hydration: ${await prices()}`)
      assert(await driver.findElement(By.css("input[value=subscription]")).isSelected(), "hydration unchecked Subscription")
    } finally {
      proxy.release()
    }
  })

  await check(`${label}: the newsletter form sends one call and thanks the visitor, the address never in the URL`, async () => {
    await open(driver, "/feedback", { javascript: true })
    const before = calls.length
    const form = await driver.findElement(By.css("footer form"))
    const email = await form.findElement(By.css("input[type=email]"))
    await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", email)
    await email.sendKeys("webkit@example.com")
    await form.findElement(By.css("button[type=submit]")).click()
    const status = await form.findElement(By.css("[role=status]"))
    const thanks = endpoint("newsletter").successSees
    await until(async () => (await status.getText()) === thanks, `no "${thanks}"`)
    assert((await email.getAttribute("value")) === "", "the field was not cleared")
    const sent = calls.slice(before)
    assert(sent.length === 1 && sent[0].startsWith("POST /v1/newsletter/subscribe"), `calls: ${JSON.stringify(sent)}`)
    assert(!(await driver.getCurrentUrl()).includes("webkit"), `the address is in the URL: ${await driver.getCurrentUrl()}`)
    await screenshot(driver, `newsletter-${label}`)
  })
}

/** With JavaScript off, what needs it says what to do instead, and no form can be sent. */
/**
 * @param {Driver} driver
 * @param {string} label
 */
async function noScriptNotes(driver, label) {
  const note = (/** @type {string} */ scope) => shown(driver, `${scope} p:has(> a[href^='mailto:'])`)
  for (const [route, scope, gone, what] of [
    ["/", "footer form", "input, button", "the newsletter form"],
    ["/feedback", "main form", "input, textarea, button", "the feedback form"],
    ["/manage-your-license", "main form", "input, button", "the licence form"],
    ["/newsletter-unsubscribe?unsubscribeHash=abc", "main", "[role=status]", "the unsubscribe page"],
  ]) {
    await check(`${label}: ${what} says how to reach us instead, and shows nothing that would not work`, async () => {
      await open(driver, route, { javascript: false })
      const notes = await note(scope)
      assert(notes.length === 1 && /needs JavaScript/.test(await notes[0].getText()), `no note in ${scope}`)
      const left = await shown(
        driver,
        gone
          .split(", ")
          .map((selector) => `${scope} ${selector}`)
          .join(", "),
      )
      assert(left.length === 0, `${left.length} element(s) of "${gone}" still show`)
      await screenshot(driver, `note-${what.replace(/ /g, "-")}-${label}`)
    })
  }
  await check(`${label}: the copy button gives way to a note; the code shows`, async () => {
    await open(driver, "/offers", { javascript: false })
    assert((await shown(driver, "code")).length === 1, "the code does not show")
    assert((await shown(driver, "main button")).length === 0, "the copy button shows")
    const hint = await texts(await shown(driver, "main p"))
    assert(
      hint.some((text) => /select the code and copy it/.test(text)),
      "no note on copying by hand",
    )
    await screenshot(driver, `offers-${label}`)
  })
}

/**
 * Forwards every request to the static server; while `hold()` is in force, requests for the site's
 * JavaScript wait until `release()`: the page stays plain HTML, as on a slow connection.
 * @param {number} port
 * @param {number} upstreamPort
 * @returns {Promise<Proxy>}
 */
async function bundleHoldingProxy(port, upstreamPort) {
  /** @type {{ promise: Promise<void>, release: () => void } | null} */
  let held = null
  const server = http.createServer(async (req, res) => {
    if (held && new URL(req.url ?? "/", "http://site").pathname.endsWith(".js")) await held.promise
    const upstream = http.request(
      { host: "127.0.0.1", port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on("error", () => res.destroy())
    req.pipe(upstream)
  })
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, "127.0.0.1", resolve)))
  return {
    server,
    hold: () => {
      /** @type {() => void} */
      let release = () => undefined
      const promise = /** @type {Promise<void>} */ (new Promise((resolve) => (release = resolve)))
      held = { promise, release }
    },
    release: () => {
      held?.release()
      held = null
    },
  }
}

const site = spawn(
  process.execPath,
  [path.join(root, "scripts/serve.mjs"), path.resolve(process.env.E2E_PUBLIC ?? path.join(root, "public"))],
  {
    env: { ...process.env, PORT: String(SITE_PORT + 3) },
    stdio: ["ignore", "pipe", "inherit"],
  },
)
await /** @type {Promise<void>} */ (
  new Promise((resolve, reject) => {
    site.stdout.on("data", (chunk) => String(chunk).includes("Serving") && resolve())
    site.on("exit", (code) => reject(new Error(`the site server exited with ${code}`)))
  })
)
/** @type {string[]} */
const calls = []
const stub = await startStub({ port: Number(api.port), log: (line) => calls.push(line) })
const proxy = await bundleHoldingProxy(SITE_PORT, SITE_PORT + 3)
const driverProcess = spawn(DRIVER, [`--port=${DRIVER_PORT}`], { stdio: "ignore" })

/** Stops the servers, the driver and its browser, prints the tally and exits: 1 if any check failed. */
function finish() {
  driverProcess.kill("SIGKILL")
  proxy.server.close()
  site.kill()
  stub.server.close()
  console.log(`${passed} passed, ${failures.length} failed`)
  process.exit(failures.length ? 1 : 0)
}
// Starting a session is not a check of its own; if the browser hangs there, stop too.
setTimeout(() => {
  failures.push("the run as a whole")
  console.log(`not ok - the run did not finish within ${RUN_MS / 1000} s`)
  finish()
}, RUN_MS).unref()

await until(() => fetch(`http://127.0.0.1:${DRIVER_PORT}/status`).then((response) => response.ok), "WebKitWebDriver did not start", 15_000)

try {
  // Light with JavaScript, dark without it: both colour schemes, both ways of working.
  for (const { javascript, dark } of [
    { javascript: true, dark: false },
    { javascript: false, dark: true },
  ]) {
    const label = `JavaScript ${javascript ? "on" : "off"}, ${dark ? "dark" : "light"}`
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${DRIVER_PORT}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        pageLoadStrategy: "normal",
        "webkitgtk:browserOptions": {
          binary: BROWSER,
          args: [
            "--automation",
            `--enable-javascript=${javascript}`,
            "--enable-write-console-messages-to-stdout=true",
            ...(dark ? ["--dark-mode"] : []),
          ],
        },
      })
      .build()
    try {
      const version = (await driver.getCapabilities()).get("browserVersion")
      const desktop = await viewport(driver, 1440, 900)
      console.log(`# WebKitGTK ${version}, ${label}, ${desktop.width} x ${desktop.height}, ${SITE}`)
      await open(driver, "/404", { javascript })
      const scheme = await driver.executeScript("return matchMedia('(prefers-color-scheme: dark)').matches")
      assert(scheme === dark, `the browser is not in ${dark ? "dark" : "light"} mode`)
      await htmlControls(driver, javascript, label)
      if (javascript) await scriptedControls(driver, calls, proxy, label)
      else await noScriptNotes(driver, label)
    } finally {
      await driver.quit()
    }
  }
} catch (error) {
  failures.push("a session")
  console.log(`not ok - a WebKit session failed: ${error}`)
}
finish()
