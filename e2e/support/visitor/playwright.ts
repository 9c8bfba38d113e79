/**
 * The visitor of the shared scenarios (./visitor.ts) in Chromium, through Playwright: targets
 * become Playwright locators, pages open with ../open.ts, held bundles come from
 * ../hold-bundles.ts and the API's answers from the contract (../api.ts), so the page is watched
 * as in any other spec (../test.ts: console errors, CSP violations).
 */
import type { Locator, Page } from "@playwright/test"
import type { CallId } from "../../../src/lib/product-api"
import { answers, fulfill, mockApi } from "../api"
import { holdBundles } from "../hold-bundles"
import { awake, isAwake } from "../islands"
import { open } from "../open"
import type { Mode, Target, Visitor } from "./visitor"

const exact = (text: string | RegExp | undefined) => (typeof text === "string" ? { exact: true } : {})

function locate(page: Page, target: Target): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within).first() : page
  const found = target.role
    ? scope.getByRole(target.role as Parameters<Page["getByRole"]>[0], { name: target.name, level: target.level, ...exact(target.name) })
    : target.label
      ? scope.getByLabel(target.label, exact(target.label))
      : target.text
        ? scope.getByText(target.text, exact(target.text))
        : target.testId
          ? scope.getByTestId(target.testId)
          : scope.locator(target.css ?? ":root")
  return target.visible ? found.filter({ visible: true }) : found
}

export function playwrightVisitor(page: Page, mode: Mode): Visitor {
  let release: ((island?: string) => Promise<void>) | null = null
  const at = (target: Target) => locate(page, target)
  return {
    engine: "chromium",
    mode,
    async open(route) {
      if (mode === "held") {
        const bundles = await holdBundles(page)
        release = bundles.release
        await open(page, route, { held: true })
      } else {
        await open(page, route)
      }
    },
    async release(island) {
      if (!release) throw new Error("release() without bundles held: open the page in held mode first")
      await release(island)
    },
    isAwake: (island) => isAwake(page, island),
    awake: (island) => awake(page, island),
    location: async () => {
      const url = new URL(page.url())
      return `${url.pathname}${url.search}${url.hash}`
    },
    async answer(call: CallId) {
      const captured = await mockApi(page, call, (route) => fulfill(route, answers[call].success))
      return () => captured.map(({ method, path, body }) => ({ method, path, body }))
    },
    click: (target) => at(target).first().click(),
    fill: (target, value) => at(target).first().fill(value),
    focus: (target) => at(target).first().focus(),
    hover: (target) => at(target).first().hover(),
    scrollIntoView: (target) => at(target).first().scrollIntoViewIfNeeded(),
    press: (key) => page.keyboard.press(key === "Space" ? " " : key),
    count: (target) => at(target).count(),
    isVisible: (target) => at(target).first().isVisible(),
    texts: async (target) => (await at(target).allTextContents()).map((text) => text.trim()),
    attribute: (target, name) => at(target).first().getAttribute(name),
    value: (target) => at(target).first().inputValue(),
    isChecked: (target) => at(target).first().isChecked(),
    isEnabled: (target) => at(target).first().isEnabled(),
    box: (target) => at(target).first().boundingBox(),
    focusedName: () =>
      page.evaluate(() => {
        const active = document.activeElement
        return active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? ""
      }),
    viewport: async () => page.viewportSize() ?? page.evaluate(() => ({ width: innerWidth, height: innerHeight })),
    async resize(width, height) {
      await page.setViewportSize({ width, height })
      return { width, height }
    },
    // The scenarios pass plain JSON arguments, which Playwright sends as they are.
    evaluate: <Result, Arg>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg) =>
      page.evaluate(fn as (arg: unknown) => Result | Promise<Result>, arg as unknown),
  }
}
