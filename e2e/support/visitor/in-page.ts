/**
 * Finding a target (./visitor.ts) inside the page, for drivers that have no queries by role and
 * name of their own (WebDriver). Testing Library's DOM queries, the ones the Jest tests use, are
 * loaded into the page once per document and answer there; the driver gets the elements back.
 */
import fs from "node:fs"
import path from "node:path"
import type { Target, Text } from "./visitor"

/** Testing Library's browser build, which defines `TestingLibraryDom` in the page. */
export const TESTING_LIBRARY = fs.readFileSync(
  path.join(path.dirname(require.resolve("@testing-library/dom/package.json")), "dist/@testing-library/dom.umd.min.js"),
  "utf8",
)

/** A target as JSON (regular expressions cannot cross to the page as they are). */
export type SentText = string | { source: string; flags: string }
export type SentTarget = Omit<Target, "name" | "label" | "text" | "within"> & {
  name?: SentText
  label?: SentText
  text?: SentText
  within?: SentTarget
}

const sendText = (text: Text | undefined): SentText | undefined =>
  text instanceof RegExp ? { source: text.source, flags: text.flags } : text

export function sendTarget(target: Target): SentTarget {
  return {
    ...target,
    name: sendText(target.name),
    label: sendText(target.label),
    text: sendText(target.text),
    within: target.within ? sendTarget(target.within) : undefined,
  }
}

/**
 * Runs in the page (its source text is sent): every element matching `target`, in document
 * order. Self-contained, like an inline script; needs TestingLibraryDom loaded.
 */
export function findInPage(target: SentTarget): Element[] {
  type Queries = {
    queryAllByRole: (scope: Element, role: string, options: object) => Element[]
    queryAllByLabelText: (scope: Element, text: unknown) => Element[]
    queryAllByTestId: (scope: Element, id: string) => Element[]
  }
  const queries = (window as unknown as { TestingLibraryDom: Queries }).TestingLibraryDom
  const text = (sent: SentText | undefined) => (sent && typeof sent === "object" ? new RegExp(sent.source, sent.flags) : sent)
  const normalised = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()
  // As Playwright's getByText: the innermost elements whose whole text (whitespace collapsed) is
  // the text, or matches the expression; Testing Library's looks at an element's own text nodes only.
  function byText(scope: Element, wanted: string | RegExp): Element[] {
    const matches = (element: Element) => {
      const own = normalised(element)
      return typeof wanted === "string" ? own === wanted : wanted.test(own)
    }
    const candidates = Array.from(scope.querySelectorAll("*")).filter((element) => !/^(SCRIPT|STYLE|TEMPLATE)$/.test(element.tagName))
    const matching = candidates.filter(matches)
    return matching.filter((element) => !matching.some((other) => other !== element && element.contains(other)))
  }
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden"
  }
  function find(wanted: SentTarget): Element[] {
    const scope = wanted.within ? find(wanted.within)[0] : document.body
    if (!scope) return []
    const found = wanted.role
      ? queries.queryAllByRole(scope, wanted.role, { name: text(wanted.name), level: wanted.level })
      : wanted.label
        ? queries.queryAllByLabelText(scope, text(wanted.label))
        : wanted.text
          ? byText(scope, text(wanted.text)!)
          : wanted.testId
            ? queries.queryAllByTestId(scope, wanted.testId)
            : Array.from(scope.querySelectorAll(wanted.css ?? ":scope"))
    return wanted.visible ? found.filter(visible) : found
  }
  return find(target)
}
