/**
 * Each page carries only the rules it can match (src/post-build/page-styles.ts), and what an island
 * reaches after it wakes must look as it does with the site's whole stylesheet. Every island is driven
 * into each of its states on a page that holds it; in each state, in light at 1440 px, in dark at
 * 390 px with reduced motion, and in print, every element's computed style (and its ::before and
 * ::after) with the page's own stylesheet is compared with the same page under the whole stylesheet
 * (the file Gatsby wrote, set aside after the build: src/post-build/gatsby-working-files.ts). Any
 * difference fails, naming the island, the state, the element and the property.
 *
 * The whole stylesheet is put in as a constructed stylesheet and the page's own <style> turned off
 * (CSSOM, which the page's policy does not govern); running animations are held at their start and
 * transitions finished in both, so only the rules decide.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { messages } from "../src/lib/messages"
import { islandNames } from "../src/post-build/island-bundles"
import { KEPT_WORKING_FILES } from "../src/post-build/gatsby-working-files"
import {
  FAILED_REQUEST,
  answers,
  awake,
  expect,
  fulfill,
  mockApi,
  mockApiHeld,
  nextFrame,
  open,
  openZoom,
  pauseClockNow,
  test,
} from "./support/test"

const ROOT = path.resolve(__dirname, "..")
const SITE = path.resolve(ROOT, process.env.E2E_PUBLIC ?? "public")

/** The whole stylesheet a page names in its `<style data-href>`, as Gatsby wrote it. */
function wholeStylesheet(href: string): string {
  for (const folder of [SITE, path.join(path.dirname(SITE), KEPT_WORKING_FILES)]) {
    const file = path.join(folder, href)
    if (fs.existsSync(file)) return fs.readFileSync(file, "utf8")
  }
  throw new Error(`${href} is neither in ${SITE} nor set aside in ${KEPT_WORKING_FILES}/: build the site first`)
}

/** The conditions every state is compared in. */
const CONDITIONS = [
  {
    name: "light, 1440 px",
    viewport: { width: 1440, height: 900 },
    media: { colorScheme: "light", reducedMotion: "no-preference", media: "screen" },
  },
  {
    name: "dark, 390 px, reduced motion",
    viewport: { width: 390, height: 844 },
    media: { colorScheme: "dark", reducedMotion: "reduce", media: "screen" },
  },
  {
    name: "print",
    viewport: { width: 1440, height: 900 },
    media: { colorScheme: "light", reducedMotion: "no-preference", media: "print" },
  },
] as const

/** Every element's computed style, with the page's own stylesheet and with the whole; the differences, named. */
async function differences(page: Page): Promise<string[]> {
  const href = await page.locator("style[data-href]").getAttribute("data-href")
  expect(href, "the page inlines Gatsby's stylesheet").toBeTruthy()
  return page.evaluate((whole) => {
    const own = document.querySelector<HTMLStyleElement>("style[data-href]")!
    const settle = () =>
      document.getAnimations().forEach((animation) => {
        if (animation instanceof CSSTransition) animation.finish()
        else {
          animation.pause()
          animation.currentTime = 0
        }
      })
    // Chromium's computed style lists every property it knows, in one order, the same for every
    // element and pseudo-element, then the custom properties an element has. So the property names
    // are read once, and each element's values by name into an array, compared by position: reading
    // "name: value" strings through the style's indexes took four times as long, most of this
    // file's time. Custom properties no kept rule uses are left out of a page's styles: what they
    // do shows in the properties that use them.
    const names = [...getComputedStyle(document.documentElement)].filter((property) => !property.startsWith("--"))
    const label = (element: Element, pseudo: string | null) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.classList.length ? `.${[...element.classList].join(".")}` : ""}${pseudo ?? ""}`
    type Read = { element: Element; pseudo: string | null; values: string[] | null }
    const styles = () => {
      settle()
      const all: Read[] = []
      for (const element of document.querySelectorAll("body *, html, body")) {
        for (const pseudo of [null, "::before", "::after"]) {
          const style = getComputedStyle(element, pseudo)
          // A ::before or ::after with no content is not drawn: its content alone says so (and differs if a rule gives it one).
          if (pseudo && style.content === "none") all.push({ element, pseudo, values: null })
          else all.push({ element, pseudo, values: names.map((property) => style.getPropertyValue(property)) })
        }
      }
      return all
    }
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(whole)
    const withWhole = (on: boolean) => {
      own.sheet!.disabled = on
      document.adoptedStyleSheets = on ? [sheet] : []
    }
    // Chromium keeps the computed style of an element it does not render (a closed <details>, a
    // hidden note) from before a change of emulated media until its stylesheets change and that
    // element's style is read again: one round of both sheets, read and set aside, first.
    withWhole(true)
    styles()
    withWhole(false)
    const mine = styles()
    withWhole(true)
    const theirs = styles()
    withWhole(false)
    const found: string[] = []
    if (mine.length !== theirs.length) found.push(`${mine.length} elements against ${theirs.length}`)
    const contentAt = names.indexOf("content")
    mine.forEach(({ element, pseudo, values }, index) => {
      const other = theirs[index]?.values ?? null
      const differ: string[] = []
      if (!values || !other) {
        if (values !== other) differ.push(`content: ${values?.[contentAt] ?? "none"} (whole: ${other?.[contentAt] ?? "none"})`)
      } else {
        for (let at = 0; at < names.length && differ.length < 3; at++)
          if (values[at] !== other[at]) differ.push(`${names[at]}: ${values[at]} (whole: ${other[at]})`)
      }
      if (differ.length > 0) found.push(`${label(element, pseudo)}: ${differ.join("; ")}`)
    })
    return found.slice(0, 10)
  }, wholeStylesheet(href!))
}

/** Pages whose clock the test holds (page.clock): their frames come when the clock is moved. */
const CLOCKED = new WeakSet<Page>()

/**
 * Two frames drawn: Chromium applies a change of viewport or emulated media to the document's styles
 * when it next draws, not when a script asks for a style.
 */
const framesDrawn = async (page: Page) => {
  if (CLOCKED.has(page)) for (const _ of [1, 2]) await nextFrame(page)
  else await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Compares the page as it is now in every condition; `what` names the island and its state. */
async function expectSameStyles(page: Page, what: string) {
  for (const condition of CONDITIONS) {
    await page.setViewportSize(condition.viewport)
    await page.emulateMedia(condition.media)
    await framesDrawn(page)
    expect(await differences(page), `${what}, ${condition.name}: the page's own styles differ from the whole stylesheet's`).toEqual([])
  }
  await page.setViewportSize(CONDITIONS[0].viewport)
  await page.emulateMedia(CONDITIONS[0].media)
}

/** Each island, driven into each state it reaches; `state(name)` compares the page there. */
type Drive = (page: Page, state: (name: string) => Promise<void>) => Promise<void>

/** Each island by its name (its file: NAME.island.tsx or NAME.enhancement.ts beside its component), driven through its states. */
const ISLAND_STATES: Record<string, Drive> = {
  "feedback-form": async (page, state) => {
    const main = page.getByRole("main")
    const { release } = await mockApiHeld(page, "feedback", answers.feedback.success)
    await open(page, "/feedback")
    await awake(page, "feedback-form")
    await state("disabled (both fields empty)")
    await main.getByLabel("Email").fill("not-an-address")
    await main.getByLabel("Message").fill("Breaks on a second screen, please.")
    await main.getByRole("button", { name: "Send feedback" }).click()
    await state("invalid")
    await main.getByLabel("Email").fill("me@example.com")
    await main.getByRole("button", { name: "Send feedback" }).click()
    await expect(main.getByRole("button", { name: "Sending..." })).toBeDisabled()
    await state("sending")
    release()
    await expect(main.getByRole("status")).toHaveText(messages.feedback.success)
    await state("sent")
  },
  "license-reset-form": async (page, state) => {
    const main = page.getByRole("main")
    await mockApi(page, "licenseReset", (route) => fulfill(route, answers.licenseReset.NO_ACCESS))
    await open(page, "/manage-your-license")
    await awake(page, "license-reset-form")
    await state("disabled")
    await main.getByLabel(/email/i).fill("buyer@example.com")
    await main.getByLabel(/license key/i).fill("RSPT-1234")
    await main.getByRole("button", { name: "Reset license" }).click()
    await expect(main.getByRole("alert")).toHaveText(messages.licenseReset.byErrorType.NO_ACCESS)
    await state("failed")
  },
  "newsletter-form": async (page, state) => {
    const footer = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
    await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter["rejected address"]))
    await open(page, "/pricing")
    await footer.getByLabel("Email address").fill("reader@example.com")
    await footer.getByRole("button", { name: "Join" }).click()
    await expect(footer.getByRole("alert")).toHaveText(messages.newsletter.failure)
    await state("failed")
  },
  unsubscribe: async (page, state) => {
    await mockApi(page, "unsubscribe", (route) => fulfill(route, answers.unsubscribe.success))
    await open(page, "/newsletter-unsubscribe?unsubscribeHash=abc123")
    await expect(page.getByRole("main").getByRole("status")).toHaveText(messages.unsubscribe.success)
    await state("sent")
    await open(page, "/newsletter-unsubscribe")
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(messages.unsubscribe.missingHash)
    await state("failed")
  },
  "copy-code": async (page, state) => {
    // A permission and a clock outlive the test: this island gets a page of its own (below).
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await page.clock.install()
    CLOCKED.add(page)
    await open(page, "/offers", { island: "copy-code" })
    await expect(page.getByRole("button", { name: "Copy code" })).toBeEnabled()
    await state("ready")
    await pauseClockNow(page)
    await page.getByRole("button", { name: "Copy code" }).click()
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible()
    await state("copied")
    await expect(page.getByRole("button", { name: "Copied!" }), "still copied: the clock stood still").toBeVisible()
  },
  carousel: async (page, state) => {
    await open(page, "/")
    const group = page.getByRole("group", { name: /in Action$/ })
    await group.scrollIntoViewIfNeeded()
    await awake(page, "carousel")
    await state("awake, arrows shown")
    await group.getByRole("button", { name: "Next screenshots" }).click()
    await state("advanced")
  },
  "site-search": async (page, state) => {
    await open(page, "/search")
    await awake(page, "site-search")
    const box = page.getByRole("searchbox", { name: /^Search help articles/ })
    await box.fill("meeting")
    await expect(page.getByRole("list", { name: /^Results for/ })).toBeVisible()
    await state("results")
    await box.fill("zzqxv")
    await expect(page.getByRole("main").getByRole("status")).toContainText(/no/i)
    await state("none")
  },
  "image-zoom": async (page, state) => {
    await open(page, "/blog/digital-eye-strain")
    const image = page.locator("[data-zoomable] img").first()
    await image.scrollIntoViewIfNeeded()
    await openZoom(page, () => image.click())
    await state("zoomed")
  },
  "legal-widget": async (page, state) => {
    await open(page, "/privacy-policy")
    await state("loaded")
  },
}

test.beforeEach(({ expectedConsoleErrors }) => {
  expectedConsoleErrors.push(FAILED_REQUEST)
})

test("every island has its states driven here", () => {
  expect(Object.keys(ISLAND_STATES).sort()).toEqual(islandNames(path.join(ROOT, "src")).sort())
})

/** The islands whose states need a page of their own (a permission, a clock). */
const ISOLATED = new Set(["copy-code"])

for (const [island, drive] of Object.entries(ISLAND_STATES)) {
  const title = `${island}: each state looks the same with the page's own styles as with the whole stylesheet`
  const compare = (page: Page) => drive(page, (state) => expectSameStyles(page, `${island}, ${state}`))
  if (ISOLATED.has(island)) test(title, ({ isolatedPage }) => compare(isolatedPage))
  else test(title, ({ page }) => compare(page))
}
