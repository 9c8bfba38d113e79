import {
  bundlesAfterPaintScript,
  CHUNK_LOAD_TIMEOUT_MS,
  MAX_WAIT_MS,
  requestBundlesAfterPaint as requestWith,
} from "../../src/page-life/bundle-loader"
import { CANNOT_SEND_EVENT } from "../../src/page-life/held-submits"
import { LIVE_ATTRIBUTE } from "../../src/page-life/marker"

/** The loader as the pages carry it: these bundles, the longest waits, and what it tells the held submits. */
const requestBundlesAfterPaint = (sources: string[], maxWaitMs: number) =>
  requestWith(sources, maxWaitMs, CHUNK_LOAD_TIMEOUT_MS, CANNOT_SEND_EVENT, LIVE_ATTRIBUTE, BUNDLE_POLICY)
import { BUNDLE_POLICY } from "../../src/lib/trusted-types"

const BUNDLES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
const requested = () => Array.from(document.querySelectorAll<HTMLScriptElement>("body script[src]"), (script) => script.getAttribute("src"))

/** A page whose largest paint is a high-priority image that has not arrived yet. */
function pageWithPendingHero() {
  document.body.innerHTML = `<main><h1>Respite</h1><picture><img alt="" fetchpriority="high" src="/hero.avif"></picture></main>`
  const hero = document.querySelector("img")!
  Object.defineProperty(hero, "complete", { value: false })
  return hero
}

/** How many times the loader has told the held submits that they cannot be sent. */
let toldCannotSend = 0
const tell = () => (toldCannotSend += 1)

beforeEach(() => {
  jest.useFakeTimers()
  document.body.innerHTML = ""
  document.documentElement.removeAttribute(LIVE_ATTRIBUTE)
  toldCannotSend = 0
  document.addEventListener(CANNOT_SEND_EVENT, tell)
})
afterEach(() => {
  document.removeEventListener(CANNOT_SEND_EVENT, tell)
  jest.useRealTimers()
})

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("body script[src]"))

describe("requesting the bundles after the page has painted", () => {
  it("waits for the hero image, then requests every bundle once, in Gatsby's order, as ordered scripts", () => {
    const hero = pageWithPendingHero()
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS)
    jest.advanceTimersByTime(1000)
    expect(requested()).toEqual([])

    hero.dispatchEvent(new Event("load"))
    jest.advanceTimersByTime(50)
    expect(requested()).toEqual(BUNDLES)
    expect(Array.from(document.querySelectorAll<HTMLScriptElement>("body script[src]"), (script) => script.async)).toEqual([
      false,
      false,
      false,
    ])

    jest.advanceTimersByTime(MAX_WAIT_MS)
    expect(requested()).toEqual(BUNDLES)
  })

  it("does not let a broken hero image keep the page from becoming interactive", () => {
    const hero = pageWithPendingHero()
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS)
    hero.dispatchEvent(new Event("error"))
    jest.advanceTimersByTime(50)
    expect(requested()).toEqual(BUNDLES)
  })

  it("requests them anyway when the image is still loading after the longest wait", () => {
    pageWithPendingHero()
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS)
    jest.advanceTimersByTime(MAX_WAIT_MS - 1)
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(requested()).toEqual(BUNDLES)
  })

  it("on a page without a high-priority image, requests them after the next frame", () => {
    document.body.innerHTML = `<main><h1>Pricing</h1><img alt="" loading="lazy" src="/shot.webp"></main>`
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS)
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(50)
    expect(requested()).toEqual(BUNDLES)
  })

  it("works from the inline script text the pages carry", () => {
    const hero = pageWithPendingHero()
    new Function(bundlesAfterPaintScript(BUNDLES))()
    jest.advanceTimersByTime(100)
    expect(requested()).toEqual([])
    hero.dispatchEvent(new Event("load"))
    jest.advanceTimersByTime(50)
    expect(requested()).toEqual(BUNDLES)
  })

  it("where the page requires Trusted Types, takes each bundle's address from a policy of its own that passes only this page's bundles", () => {
    const rules: Array<{ name: string; createScriptURL: (url: string) => string }> = []
    const trustedTypes = {
      createPolicy: (name: string, rule: { createScriptURL: (url: string) => string }) => {
        rules.push({ name, ...rule })
        return rule
      },
    }
    Object.defineProperty(window, "trustedTypes", { value: trustedTypes, configurable: true })
    try {
      requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS)
      jest.advanceTimersByTime(50)
      expect(requested()).toEqual(BUNDLES)
      expect(rules.map((rule) => rule.name)).toEqual([BUNDLE_POLICY])
      expect(() => rules[0].createScriptURL("https://elsewhere.example/x.js")).toThrow("is not one of this page's bundles")
    } finally {
      delete (window as { trustedTypes?: unknown }).trustedTypes
    }
  })
})

describe("a page whose bundles do not come (what the held submits are told)", () => {
  it("tells them once when a bundle request fails", () => {
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS)
    jest.advanceTimersByTime(50)
    expect(toldCannotSend).toBe(0)
    scripts()[0].dispatchEvent(new Event("error"))
    expect(toldCannotSend).toBe(1)
    scripts()[2].dispatchEvent(new Event("error"))
    expect(toldCannotSend).toBe(1)
  })

  it("tells them when the page is not live the specification's chunk-load timeout after the request", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    // Requested at the longest wait exactly: the hero image never arrives.
    pageWithPendingHero()
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS)
    jest.advanceTimersByTime(MAX_WAIT_MS)
    expect(requested()).toEqual(BUNDLES)
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(toldCannotSend).toBe(0)
    jest.advanceTimersByTime(1)
    expect(toldCannotSend).toBe(1)
  })

  it("tells them nothing when the page went live in time", () => {
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS)
    jest.advanceTimersByTime(50)
    document.documentElement.setAttribute(LIVE_ATTRIBUTE, "true")
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS)
    expect(toldCannotSend).toBe(0)
  })

  it("tells them from the inline script text the pages carry", () => {
    new Function(bundlesAfterPaintScript(BUNDLES))()
    jest.advanceTimersByTime(50)
    scripts()[1].dispatchEvent(new Event("error"))
    expect(toldCannotSend).toBe(1)
  })
})
