/**
 * The site's main controls as a visitor uses them, written once and run in every engine the
 * project tests (Chromium: e2e/controls.spec.ts and e2e/no-js/controls.spec.ts; WebKit:
 * e2e/webkit/controls.spec.ts) and in each mode that applies: with the page live, with its bundles
 * held back (plain HTML, as on every visit for a while), and with JavaScript off. Each checks what
 * the Chromium and WebKit suites used to check separately, together.
 */
import { expect } from "@playwright/test"
import { site } from "../../../src/config/site"
import { messages } from "../../../src/lib/messages"
import { searchMessages } from "../../../src/lib/search-messages"
import { calls as apiCalls } from "../../../src/lib/product-api"
import { ISLAND } from "../../../src/islands/island"
import { articleTitles } from "../content"
import type { Mode, Target, Visitor } from "../visitor/visitor"

export type Scenario = {
  name: string
  modes: readonly Mode[]
  /** Runs in a phone-sized viewport (390 x 844, or as near as the browser's window allows). */
  phone?: boolean
  /**
   * Measures time as it passes (a change every 2.5 s, an animation against the first paint): run
   * on its own, never beside another test or a build (tag @timing, playwright.config.ts).
   */
  measuresTime?: boolean
  run: (visitor: Visitor) => Promise<void>
}

/** A note as a visitor reads it: the contact address in place of "{contact}". */
const note = (text: string) => text.replace("{contact}", site.contactEmail)

const within = (scope: Target, target: Target): Target => ({ ...target, within: scope })

/** The mobile menu's links (docs/spec/SITE-SPEC.md §2). */
const MENU_LINKS = ["Features", "Blog", "Pricing", "Feedback"]

const headline: Scenario = {
  name: "the headline word rotates every 2.5 s from the first paint, and the islands' code arriving does not restart it",
  modes: ["live", "held", "off"],
  measuresTime: true,
  async run(v) {
    await v.open("/")
    const shown: Target = { testId: "rotating-word", visible: true }
    const timing = () =>
      v.evaluate(
        () =>
          Array.from(document.querySelectorAll("[data-testid=rotating-word]"), (word) => {
            const [animation] = word.getAnimations()
            const { delay, duration } = animation.effect!.getTiming()
            return { delay, duration, start: animation.startTime }
          }),
        null,
      )
    // Each animation is pending until the page's first frame, with no start time yet (held, in
    // WebKit on a loaded machine, the read came first): the timing compared below is the started one.
    await expect.poll(async () => (await timing()).every(({ start }) => start !== null), "the animations started").toBe(true)
    const before = await timing()
    expect(before.map(({ delay, duration }) => [delay, duration])).toEqual([
      [0, 7500],
      [2500, 7500],
      [5000, 7500],
    ])
    // One word at a time, changing by itself in order (also with the JavaScript held back or off):
    // the first, "workday", where the page opens within its 2.5 s (Chromium), then the next two.
    const words = ["workday", "productivity", "well-being"]
    // Each word rises in from hidden (rotating-word.module.css): until the page's first frame, which
    // may come after the document is parsed (held: the moment the page is opened), none is shown yet.
    await expect.poll(async () => (await v.texts(shown)).length, "a word shown").toBeGreaterThan(0)
    const [first] = await v.texts(shown)
    if (v.engine === "chromium") expect(first).toBe("workday")
    const from = words.indexOf(first)
    expect(from, `"${first}" shown alone`).toBeGreaterThanOrEqual(0)
    for (const step of [1, 2]) {
      await expect.poll(() => v.texts(shown), { timeout: 6000 }).toEqual([words[(from + step) % words.length]])
    }
    if (v.mode !== "held") return
    if (v.engine === "chromium") {
      // The animation started with the page's first frames, so the first change came 2.5 s after
      // the visitor first saw the word. The first contentful paint's paintTime is when its frame
      // was rendered, its startTime when the frame reached the screen: headless Chromium takes
      // from a few to several hundred milliseconds between the two on a loaded machine, which
      // says nothing about the page, so the start is held to the frame, not to the screen.
      const paint = await v.evaluate(() => {
        const entry = performance.getEntriesByName("first-contentful-paint")[0] as PerformanceEntry & { paintTime?: number }
        return { shown: entry?.startTime ?? NaN, rendered: entry?.paintTime ?? NaN }
      }, null)
      const start = before[0].start as number
      expect(start).toBeLessThanOrEqual(paint.shown + 50)
      expect(paint.rendered - start).toBeLessThan(400)
    }
    await v.release()
    expect(await timing()).toEqual(before)
  },
}

const faq: Scenario = {
  name: "FAQ items open and close by click and keyboard",
  modes: ["live", "off"],
  async run(v) {
    await v.open("/")
    const question = "Is there a free trial?"
    const summary: Target = { text: question }
    const isOpen = () =>
      v.evaluate(
        (text) => Array.from(document.querySelectorAll("details")).find((item) => item.textContent?.includes(text))!.open,
        question,
      )
    await v.scrollIntoView(summary)
    expect(await isOpen()).toBe(false)
    await v.click(summary)
    await expect.poll(isOpen).toBe(true)
    await expect.poll(() => v.isVisible({ text: /7-day free trial/ })).toBe(true)
    await v.click(summary)
    await expect.poll(isOpen).toBe(false)
    await v.focus(summary)
    await v.press("Enter")
    await expect.poll(isOpen).toBe(true)
    await v.press("Space")
    await expect.poll(isOpen).toBe(false)
  },
}

const carousel: Scenario = {
  name: "the carousel scrolls from the keyboard, and its arrows show only when they work",
  modes: ["live", "off"],
  async run(v) {
    await v.open("/")
    const group: Target = { role: "group", name: `${site.productName} in Action` }
    const scroller = within(group, { role: "region", name: "Screenshots" })
    await v.scrollIntoView(scroller)
    // Hovered, it holds still (docs/spec/SITE-SPEC.md §4): only the key moves it.
    await v.hover(scroller)
    if (v.mode === "live") {
      // Seen, its island woke (the loader noted the moment, under the page's policy), and its arrows work.
      await expect.poll(() => v.attribute({ css: `${ISLAND.tag}[${ISLAND.name}="carousel"]` }, ISLAND.seenAt)).toMatch(/^\d/)
      await expect.poll(() => v.isAwake("carousel")).toBe(true)
      await expect.poll(() => v.isVisible(within(group, { role: "button", name: "Next screenshots" }))).toBe(true)
    } else {
      expect(await v.count(within(group, { role: "button" })), "arrows without JavaScript, where they cannot work").toBe(0)
    }
    const track = '[role="region"][aria-label="Screenshots"]'
    await v.evaluate((selector) => document.querySelector<HTMLElement>(selector)!.scrollTo({ left: 0 }), track)
    await v.focus(scroller)
    expect(await v.focusedName()).not.toBe("")
    await v.press("ArrowRight")
    await expect.poll(() => v.evaluate((selector) => document.querySelector<HTMLElement>(selector)!.scrollLeft, track)).toBeGreaterThan(0)
  },
}

const pricing: Scenario = {
  name: "the pricing toggle switches prices, badges and checkout links, by click and keyboard, with no script of its own",
  modes: ["live", "held", "off"],
  async run(v) {
    await v.open("/pricing")
    const card = (tier: string): Target => ({ role: "article", name: tier })
    const price = (tier: string) => within(card(tier), { testId: "price", visible: true })
    const prices: Target = { testId: "price", visible: true }
    const buy = (tier: string) => within(card(tier), { role: "link", name: /Buy now/, visible: true })
    const radio = (name: string): Target => ({ role: "radio", name })
    const tiers = ["1 Mac", "2 Macs", "5 Macs"]
    /** The colour of the badge shown now. */
    const badgeColour = () =>
      v.evaluate(() => {
        const shown = Array.from(document.querySelectorAll("[data-colour]")).find((badge) => badge.getClientRects().length > 0)
        return shown ? getComputedStyle(shown).backgroundColor : null
      }, null)
    expect(await v.isChecked(radio("Lifetime"))).toBe(true)
    expect(await v.texts(prices)).toEqual(["$24.99", "$39.99", "$74.99"])
    expect(await v.texts({ css: "[data-colour]", visible: true })).toEqual(["Most Popular"])
    expect(await v.isVisible(within(card("2 Macs"), { text: "Most Popular" }))).toBe(true)
    for (const tier of tiers) {
      expect(await v.attribute(buy(tier), "href"), tier).toBe(site.links.checkoutLifetime)
      // Checkout opens in a new tab, with no handle back on this page.
      expect(await v.attribute(buy(tier), "target"), tier).toBe("_blank")
      expect(await v.attribute(buy(tier), "rel"), tier).toBe("noopener noreferrer")
    }
    for (const feature of ["Full access to every feature", "Regular updates"]) expect(await v.count({ text: feature }), feature).toBe(3)
    expect(await v.isVisible({ text: /volume licensing/i })).toBe(true)
    const lifetimeBadge = await badgeColour()

    await v.click(radio("Subscription"))
    await expect.poll(() => v.texts(prices)).toEqual(["$9.99", "$15.99", "$34.99"])
    expect(await v.isChecked(radio("Subscription"))).toBe(true)
    expect(await v.texts({ css: "[data-colour]", visible: true })).toEqual(["Best Value"])
    expect(await v.isVisible(within(card("2 Macs"), { text: "Best Value" }))).toBe(true)
    expect(await v.isVisible(within(card("2 Macs"), { text: "Most Popular" }))).toBe(false)
    expect(await badgeColour(), "each mode's badge has its own colour").not.toBe(lifetimeBadge)
    expect(await v.count({ text: "per year", visible: true })).toBe(3)
    for (const tier of tiers) expect(await v.attribute(buy(tier), "href"), tier).toBe(site.links.checkoutSubscription)

    if (v.mode === "held") {
      const layout = await v.box(card("2 Macs"))
      await v.release()
      expect(await v.isChecked(radio("Subscription")), "the islands' code arriving kept the visitor's choice").toBe(true)
      expect(await v.texts(price("2 Macs"))).toEqual(["$15.99"])
      expect(await v.box(card("2 Macs")), "and moved nothing").toEqual(layout)
    }

    await v.focus(radio("Subscription"))
    await v.press("ArrowRight")
    await expect.poll(() => v.isChecked(radio("Lifetime"))).toBe(true)
    await expect.poll(() => v.texts(price("5 Macs"))).toEqual(["$74.99"])
    expect(await v.attribute(buy("5 Macs"), "href")).toBe(site.links.checkoutLifetime)
    await v.press("ArrowLeft")
    await expect.poll(() => v.isChecked(radio("Subscription"))).toBe(true)
    await expect.poll(() => v.texts(price("2 Macs"))).toEqual(["$15.99"])
  },
}

const mobileMenu: Scenario = {
  name: "the mobile menu opens full screen with focus inside, closes on Escape and its button, and its links work",
  modes: ["live", "held", "off"],
  phone: true,
  async run(v) {
    await v.open("/blog")
    const toggle: Target = { role: "button", name: "Open menu" }
    const menu: Target = { role: "dialog", name: "Menu" }
    const close: Target = { role: "button", name: "Close menu" }
    const shown = () => v.isVisible(menu)
    expect(await v.isVisible({ role: "navigation", name: "Main" }), "the desktop links at phone size").toBe(false)
    expect(await shown()).toBe(false)

    await v.click(toggle)
    await expect.poll(shown).toBe(true)
    const viewport = await v.viewport()
    expect(await v.box(menu)).toEqual({ x: 0, y: 0, ...viewport })
    await expect.poll(() => v.focusedName()).toBe("Close menu")
    for (const name of MENU_LINKS) expect(await v.isVisible(within(menu, { role: "link", name })), name).toBe(true)
    // Modal where the browser knows invoker commands (Chromium; Safari from 26.2): the page behind it is inert.
    if (v.engine === "chromium") expect(await v.evaluate(() => document.querySelector("dialog")!.matches(":modal"), null)).toBe(true)
    await v.press("Escape")
    await expect.poll(shown).toBe(false)
    await expect.poll(() => v.focusedName()).toBe("Open menu")

    await v.click(toggle)
    await expect.poll(shown).toBe(true)
    await v.click(close)
    await expect.poll(shown).toBe(false)

    if (v.mode === "held") {
      // Opened before the islands' code arrives, closed after.
      await v.click(toggle)
      await expect.poll(shown).toBe(true)
      await v.release()
      await v.click(close)
      await expect.poll(shown).toBe(false)
    }
    if (v.mode !== "off") {
      await v.click(toggle)
      await v.click(within(menu, { role: "link", name: "Features" }))
      await expect.poll(shown).toBe(false)
      await expect.poll(() => v.location()).toBe("/#features")
      const heading = { role: "heading", name: "Everything you need to take better breaks" }
      await expect.poll(async () => (await v.box(heading))?.y ?? Infinity).toBeLessThan(viewport.height)
    }
    await v.click(toggle)
    await v.click(within(menu, { role: "link", name: "Pricing" }))
    await expect.poll(() => v.location()).toBe("/pricing")
    await expect.poll(shown).toBe(false)
  },
}

const footerNewsletter: Target = within({ role: "contentinfo" }, { role: "form", name: "Newsletter signup" })

const newsletterEmail: Target = within(footerNewsletter, { label: "Email address" })

/**
 * The API answers the newsletter call; opens `route`, types an address into the footer's newsletter
 * form and presses Join. Gives the calls the API receives from now on.
 */
async function join(v: Visitor, route: string, address: string) {
  const calls = await v.answer("newsletter")
  await v.open(route)
  await v.scrollIntoView(newsletterEmail)
  await v.fill(newsletterEmail, address)
  await v.click(within(footerNewsletter, { role: "button", name: "Join" }))
  return calls
}

/** The footer's newsletter form after a join: thanks, the field cleared, one call with the address, still on the page. */
async function joinedOnce(v: Visitor, calls: () => unknown[], address: string, route: string) {
  await expect.poll(() => v.texts(within(footerNewsletter, { role: "status" }))).toEqual([messages.newsletter.success])
  expect(await v.value(newsletterEmail)).toBe("")
  expect(calls()).toEqual([{ method: "POST", path: apiCalls.newsletter.path, body: JSON.stringify({ email: address }) }])
  expect(await v.location()).toBe(route)
}

const newsletterHeld: Scenario = {
  name: "newsletter: Join before its island's code arrives is held, not submitted natively, then sent once and thanked",
  modes: ["held"],
  async run(v) {
    const calls = await join(v, "/pricing", "visitor@example.com")
    const joining = within(footerNewsletter, { role: "button", name: "Joining..." })
    await expect.poll(() => v.isVisible(joining)).toBe(true)
    expect(await v.isEnabled(joining)).toBe(false)
    expect(await v.isAwake("newsletter-form")).toBe(false)
    // No page load, no address in the URL, no call yet.
    expect(await v.location()).toBe("/pricing")
    expect(calls()).toEqual([])

    await v.release()
    await joinedOnce(v, calls, "visitor@example.com", "/pricing")
    expect(await v.isEnabled(within(footerNewsletter, { role: "button", name: "Join" }))).toBe(true)
  },
}

const newsletterLive: Scenario = {
  name: "newsletter: one call, thanks, the field cleared, the address never in the URL",
  modes: ["live"],
  async run(v) {
    const calls = await join(v, "/feedback", "reader@example.com")
    await joinedOnce(v, calls, "reader@example.com", "/feedback")
  },
}

const notesWithoutJavaScript: Scenario = {
  name: "each form and the unsubscribe page say how to reach us instead, and show nothing that would not work",
  modes: ["off"],
  async run(v) {
    const main: Target = { role: "main" }
    const mailto = (scope: Target) => within(scope, { role: "link", name: site.contactEmail })
    for (const { route, scope, text, gone } of [
      { route: "/", scope: footerNewsletter, text: messages.noScript.newsletter, gone: [{ role: "textbox" }, { role: "button" }] },
      {
        route: "/feedback",
        scope: within(main, { role: "form" }),
        text: messages.noScript.feedback,
        gone: [{ label: "Message" }, { role: "button" }],
      },
      {
        route: "/manage-your-license",
        scope: within(main, { role: "form" }),
        text: messages.noScript.licenseReset,
        gone: [{ label: "License key" }, { role: "button" }],
      },
      {
        route: "/newsletter-unsubscribe?unsubscribeHash=abc",
        scope: main,
        text: messages.noScript.unsubscribe,
        gone: [{ text: messages.unsubscribe.processing }, { role: "status" }],
      },
    ] as Array<{ route: string; scope: Target; text: string; gone: Target[] }>) {
      await v.open(route)
      await expect.poll(() => v.isVisible(within(scope, { text: note(text) })), route).toBe(true)
      expect(await v.attribute(mailto(scope), "href"), route).toBe(`mailto:${site.contactEmail}`)
      for (const target of gone) expect(await v.isVisible(within(scope, target)), `${route}: ${JSON.stringify(target)}`).toBe(false)
    }
  },
}

const offerCode: Scenario = {
  name: "the offer code is there to select; the copy button gives way to a note",
  modes: ["off"],
  async run(v) {
    await v.open("/offers")
    expect(await v.isVisible({ text: site.offer.code })).toBe(true)
    expect(await v.isVisible({ role: "button", name: "Copy code" })).toBe(false)
    expect(await v.isVisible({ text: messages.noScript.copyCode })).toBe(true)
  },
}

const search: Scenario = {
  name: "search answers as the visitor types, help articles and blog posts together, and says when nothing matches",
  modes: ["live", "held"],
  async run(v) {
    await v.open(site.search.path)
    const box: Target = { role: "searchbox", name: /^Search help articles/ }
    const status = within({ role: "main" }, { role: "status" })
    const titles: Target = within({ role: "list", name: /^Results for/ }, { role: "heading", level: 2 })
    const word = "meeting"
    // Every published help article and post whose title has the word, as content/ has them.
    const expected = articleTitles()
      .filter((article) => !article.draft && article.title.toLowerCase().includes(word))
      .map((article) => article.title)
    expect(expected.some((title) => articleTitles().find((article) => article.title === title)?.kind === "help")).toBe(true)
    expect(expected.some((title) => articleTitles().find((article) => article.title === title)?.kind === "blog")).toBe(true)

    if (v.mode === "held") {
      // Before its island's code arrives the box is a plain form: Enter loads /search?q=..., which
      // searches once the island is live.
      await v.fill(box, word)
      await v.press("Enter")
      await expect.poll(() => v.location()).toBe(`${site.search.path}?q=${word}`)
      expect(await v.isAwake("site-search")).toBe(false)
      await v.release("site-search")
      // The island reads the address once it is live (an effect, after its first render): the box
      // shows the query a moment later.
      await expect.poll(() => v.value(box)).toBe(word)
    } else {
      expect(await v.texts(status)).toEqual([searchMessages.ready])
      await v.fill(box, word)
    }
    const missing = async () => {
      const found = await v.texts(titles)
      return expected.filter((title) => !found.includes(title))
    }
    await expect.poll(missing).toEqual([])
    await expect.poll(() => v.texts(status)).toEqual([expect.stringMatching(new RegExp(`^\\d+ results? for “${word}”$`))])
    const [counted] = await v.texts(status)
    expect(counted).toBe(searchMessages.found(Number(/^\d+/.exec(counted)![0]), word))
    expect(await v.count(titles)).toBeLessThanOrEqual(Number(/^\d+/.exec(counted)![0]))
    expect(await v.location(), "the query is kept in the address").toBe(`${site.search.path}?q=${word}`)

    const nothing = "zzqxjv"
    await v.fill(box, nothing)
    await expect.poll(() => v.texts(status)).toEqual([searchMessages.none(nothing)])
    expect(await v.count(titles)).toBe(0)
  },
}

export const controls: readonly Scenario[] = [
  headline,
  faq,
  carousel,
  pricing,
  mobileMenu,
  newsletterHeld,
  newsletterLive,
  notesWithoutJavaScript,
  offerCode,
  search,
]
