/**
 * Ctrl+K or Cmd+K opens the search from every page (src/search/shortcut.ts), as the inline script
 * every page's <head> carries. Here in jsdom, which cannot load another page: the search page's
 * own box, and the keys that do and do not count. e2e/search.spec.ts and e2e/support/scenarios/search.ts
 * press it on /pricing in Chromium and WebKit.
 */
import { openSearchOnShortcut } from "../../src/head-scripts/search-shortcut"
import { SEARCH_SHORTCUT } from "../../src/search/shortcut"

let remove: () => void = () => undefined

/** Installs the script as a page on `platform` would run it, until the test ends. */
function install(platform: string) {
  Object.defineProperty(navigator, "platform", { value: platform, configurable: true })
  document.documentElement.removeAttribute(SEARCH_SHORTCUT.appleAttribute)
  const add = jest.spyOn(document, "addEventListener")
  openSearchOnShortcut(SEARCH_SHORTCUT)
  const [, listener] = add.mock.calls.find(([type]) => type === "keydown")!
  add.mockRestore()
  remove = () => document.removeEventListener("keydown", listener)
}

function press(target: Element, init: KeyboardEventInit) {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}

/** The search page as the server sent it: its box, and a field elsewhere on the page. */
function searchPage() {
  window.history.replaceState(null, "", SEARCH_SHORTCUT.path)
  document.body.innerHTML = `<input id="${SEARCH_SHORTCUT.fieldId}" type="search" value="licence"><textarea aria-label="Message"></textarea><button>Join</button>`
  return {
    field: document.getElementById(SEARCH_SHORTCUT.fieldId) as HTMLInputElement,
    textarea: document.querySelector("textarea")!,
    button: document.querySelector("button")!,
  }
}

afterEach(() => remove())

describe("the search shortcut", () => {
  it("on the search page puts focus back in its box, with what it holds selected", () => {
    install("Linux x86_64")
    const { field, button } = searchPage()
    button.focus()
    expect(press(button, { key: "k", ctrlKey: true }).defaultPrevented).toBe(true)
    expect(field).toHaveFocus()
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, "licence".length])
  })

  it("answers Cmd+K too, and K typed with Caps Lock", () => {
    install("Linux x86_64")
    const { field, button } = searchPage()
    button.focus()
    press(button, { key: "K", metaKey: true })
    expect(field).toHaveFocus()
  })

  it("never answers a single key, or K with another modifier (WCAG 2.1.4)", () => {
    install("Linux x86_64")
    const { field, button } = searchPage()
    for (const init of [
      { key: "k" },
      { key: "k", ctrlKey: true, shiftKey: true },
      { key: "k", ctrlKey: true, altKey: true },
      { key: "j", ctrlKey: true },
    ]) {
      button.focus()
      expect(press(button, init).defaultPrevented).toBe(false)
      expect(field).not.toHaveFocus()
    }
  })

  it("leaves Control-K in a Mac's text field to the system (delete to the end of the line), and marks Apple's systems for the hint", () => {
    install("MacIntel")
    expect(document.documentElement).toHaveAttribute(SEARCH_SHORTCUT.appleAttribute)
    const { field, textarea } = searchPage()
    textarea.focus()
    expect(press(textarea, { key: "k", ctrlKey: true }).defaultPrevented).toBe(false)
    expect(textarea).toHaveFocus()
    expect(press(textarea, { key: "k", metaKey: true }).defaultPrevented).toBe(true)
    expect(field).toHaveFocus()
  })

  it("elsewhere loads the search page (jsdom cannot load it, and says so)", () => {
    install("Linux x86_64")
    expect(document.documentElement).not.toHaveAttribute(SEARCH_SHORTCUT.appleAttribute)
    window.history.replaceState(null, "", "/pricing")
    document.body.innerHTML = "<button>Buy now</button>"
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const button = document.querySelector("button")!
    expect(press(button, { key: "k", ctrlKey: true }).defaultPrevented).toBe(true)
    expect(errors.mock.calls.flat().join(" ")).toMatch(/Not implemented: navigation/)
    errors.mockRestore()
  })
})
