import type { ReactElement } from "react"
import { act } from "@testing-library/react"
import { onPageChange } from "../../src/page-life/go-live"
import { PART_LIVE_ATTRIBUTE } from "../../src/page-life/marker"
import { hydrate } from "./server-html"

/**
 * A visitor who follows a header link before the footer's turn: hydrates `first` (a page whose parts
 * are #site-header and #site-footer) in `container`, which holds its server HTML, runs one task (the
 * header's turn, so the footer's is still queued), then shows `next` as the router does. The timers
 * stay fake: the test runs what the queue has left, and then goes back to real timers.
 */
export function followLinkBeforeFooterTurn(first: ReactElement, next: ReactElement, container: HTMLElement) {
  jest.useFakeTimers()
  const { rerender } = hydrate(first, container)
  act(() => void jest.advanceTimersToNextTimer())
  expect(document.getElementById("site-header")).toHaveAttribute(PART_LIVE_ATTRIBUTE)
  expect(document.getElementById("site-footer")).not.toHaveAttribute(PART_LIVE_ATTRIBUTE)
  onPageChange({ pathname: "/pricing" }, { pathname: "/" })
  rerender(next)
}
