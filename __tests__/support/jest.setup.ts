import "@testing-library/jest-dom"
import { configure } from "@testing-library/dom"
import { scaled } from "../../scripts/lib/time-limits.cjs"

// How long waitFor and findBy wait for what a component shows: its default, 1 s, is a speed
// assertion on a loaded machine (docs/testing.md#time-limits-and-the-end-of-a-run).
configure({ asyncUtilTimeout: scaled(10_000) })

// jsdom does not implement modal dialogs; the menu only needs open/close and the close event.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open")
    this.dispatchEvent(new Event("close"))
  }
}

if (typeof window !== "undefined" && typeof window.matchMedia !== "function") {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  })
}
