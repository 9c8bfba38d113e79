/**
 * A visitor at a browser, as the shared scenarios (e2e/support/scenarios/) see one: what a person does
 * (open a page, click, type, press a key) and what they can find (by role and name, by label, by
 * text), whatever drives the browser. Two drivers implement it: Playwright for Chromium
 * (./playwright.ts) and WebDriver for WebKit (./webdriver.ts), so each scenario is written once and
 * run in both engines, with JavaScript on, held back and off.
 */
import type { CallId } from "../../../src/lib/product-api"

/** How the page's JavaScript reaches the visitor: run (islands wake as they should), held back (their code has not come yet), or turned off. */
export type Mode = "live" | "held" | "off"

export type Text = string | RegExp

/**
 * What a visitor looks for, as Testing Library and Playwright find it: by role and accessible name
 * (names are matched whole), by label, by text, by test id, or by CSS where nothing a visitor
 * perceives would do. `within` narrows the search to the first match of another target; `visible`
 * keeps the matches a sighted visitor can see.
 */
export type Target = {
  role?: string
  name?: Text
  level?: number
  label?: Text
  text?: Text
  testId?: string
  css?: string
  within?: Target
  visible?: boolean
}

export type Box = { x: number; y: number; width: number; height: number }

/** A call the page made to the product API, as the test saw it leave. */
export type ApiCall = { method: string; path: string; body: string | null }

export interface Visitor {
  /** "chromium" or "webkit": for the few checks that only one engine can make. */
  readonly engine: "chromium" | "webkit"
  readonly mode: Mode
  /** Opens a route: once it has loaded, or in "held" mode as soon as it is parsed, its islands' bundles held back. */
  open(route: string): Promise<void>
  /** Lets the held bundles through; with `island`, waits until that island is live. */
  release(island?: string): Promise<void>
  /** Whether an island named `island` is live (src/islands/loader.ts). */
  isAwake(island: string): Promise<boolean>
  /** Waits until an island named `island` is live. */
  awake(island: string): Promise<void>
  /** The path and query of the page shown. */
  location(): Promise<string>
  /** The product API answers `call` with success; the calls it receives from now on. */
  answer(call: CallId): Promise<() => ApiCall[]>

  click(target: Target): Promise<void>
  fill(target: Target, value: string): Promise<void>
  focus(target: Target): Promise<void>
  hover(target: Target): Promise<void>
  scrollIntoView(target: Target): Promise<void>
  /** A key on the element that has focus: "Escape", "Enter", "Space", "ArrowRight"..., or a chord: "Control+k", "Shift+Tab". */
  press(key: string): Promise<void>

  count(target: Target): Promise<number>
  /** Whether the first match is there and can be seen. */
  isVisible(target: Target): Promise<boolean>
  /** The text of every match, trimmed. */
  texts(target: Target): Promise<string[]>
  attribute(target: Target, name: string): Promise<string | null>
  value(target: Target): Promise<string>
  isChecked(target: Target): Promise<boolean>
  isEnabled(target: Target): Promise<boolean>
  box(target: Target): Promise<Box | null>
  /** The accessible name (aria-label, or text) of the element that has focus. */
  focusedName(): Promise<string>
  /** The size of the page's viewport; resize sets it, as near as the browser allows. */
  viewport(): Promise<{ width: number; height: number }>
  resize(width: number, height: number): Promise<{ width: number; height: number }>
  /** Runs `fn` in the page, as Playwright's page.evaluate does. */
  evaluate<Result, Arg>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg): Promise<Result>
}
