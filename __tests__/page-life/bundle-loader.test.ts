import { bundlesAfterPaintScript, MAX_WAIT_MS, requestBundlesAfterPaint } from "../../src/page-life/bundle-loader"
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

beforeEach(() => {
  jest.useFakeTimers()
  document.body.innerHTML = ""
})
afterEach(() => jest.useRealTimers())

describe("requesting the bundles after the page has painted", () => {
  it("waits for the hero image, then requests every bundle once, in Gatsby's order, as ordered scripts", () => {
    const hero = pageWithPendingHero()
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS, BUNDLE_POLICY)
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
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS, BUNDLE_POLICY)
    hero.dispatchEvent(new Event("error"))
    jest.advanceTimersByTime(50)
    expect(requested()).toEqual(BUNDLES)
  })

  it("requests them anyway when the image is still loading after the longest wait", () => {
    pageWithPendingHero()
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS, BUNDLE_POLICY)
    jest.advanceTimersByTime(MAX_WAIT_MS - 1)
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(requested()).toEqual(BUNDLES)
  })

  it("on a page without a high-priority image, requests them after the next frame", () => {
    document.body.innerHTML = `<main><h1>Pricing</h1><img alt="" loading="lazy" src="/shot.webp"></main>`
    requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS, BUNDLE_POLICY)
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
      requestBundlesAfterPaint(BUNDLES, MAX_WAIT_MS, BUNDLE_POLICY)
      jest.advanceTimersByTime(50)
      expect(requested()).toEqual(BUNDLES)
      expect(rules.map((rule) => rule.name)).toEqual([BUNDLE_POLICY])
      expect(() => rules[0].createScriptURL("https://elsewhere.example/x.js")).toThrow("is not one of this page's bundles")
    } finally {
      delete (window as { trustedTypes?: unknown }).trustedTypes
    }
  })
})
