import React, { useRef } from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { useHeldSubmit } from "../../src/page-life/use-held-submit"
import { HELD_SUBMIT } from "../../src/page-life/held-submits"
import { carryHeldSubmits } from "../../src/page-life/carried-submits"
import { startFirstLoad } from "../../src/page-life/marker"
import { hydrate, renderAfterNavigation, serverHtml } from "../support/server-html"

const sendHeld = jest.fn()
const failed = jest.fn()
const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault())

function Form({ kind = "signup" }: { kind?: string }) {
  const form = useRef<HTMLFormElement>(null)
  useHeldSubmit(form, { within: "signup-error", send: (values) => sendHeld(values.email), failed })
  return (
    <form ref={form} aria-label="Signup" onSubmit={onSubmit} {...{ [HELD_SUBMIT.kind]: kind }}>
      <input aria-label="Email" name="email" />
      <button type="submit">Join</button>
      <p id="signup-error" role="alert" />
    </form>
  )
}

/** The server's HTML, in which the visitor typed and submitted before the JavaScript ran. */
function serverPage({ heldWith, failedWith }: { heldWith?: string; failedWith?: string }) {
  const container = document.createElement("div")
  container.innerHTML = serverHtml(<Form />)
  document.body.appendChild(container)
  const form = container.querySelector("form")!
  if (heldWith !== undefined) {
    form.querySelector("input")!.value = heldWith
    form.setAttribute(HELD_SUBMIT.held, "")
  }
  // Held, then given back by the inline script: the bundles came too late (src/page-life/held-submits.ts).
  if (failedWith !== undefined) {
    form.querySelector("input")!.value = failedWith
    form.setAttribute(HELD_SUBMIT.failed, "")
  }
  return { container, form }
}

beforeEach(() => {
  sendHeld.mockClear()
  failed.mockClear()
  onSubmit.mockClear()
  startFirstLoad()
  document.body.innerHTML = ""
})

describe("useHeldSubmit", () => {
  it("sends a submit held before hydration once, with what the field held, and takes the form over", () => {
    const { container, form } = serverPage({ heldWith: "early@example.com" })
    hydrate(<Form />, container)
    expect(sendHeld).toHaveBeenCalledTimes(1)
    expect(sendHeld).toHaveBeenCalledWith("early@example.com")
    expect(form.hasAttribute(HELD_SUBMIT.held)).toBe(false)
    expect(form.hasAttribute(HELD_SUBMIT.live)).toBe(true)
    // From now on the component's own handler runs, and nothing is sent twice.
    fireEvent.click(screen.getByRole("button", { name: "Join" }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(sendHeld).toHaveBeenCalledTimes(1)
  })

  it("sends nothing when nothing was held", () => {
    const { container, form } = serverPage({})
    hydrate(<Form />, container)
    expect(sendHeld).not.toHaveBeenCalled()
    expect(form.hasAttribute(HELD_SUBMIT.live)).toBe(true)
  })

  it("marks a form rendered on the client (a page reached by client-side navigation) live at once", () => {
    render(<Form />)
    expect(screen.getByRole("form", { name: "Signup" })).toHaveAttribute(HELD_SUBMIT.live)
    expect(sendHeld).not.toHaveBeenCalled()
  })

  it("sends nothing for a submit the inline script gave up on (the bundles came too late), and shows its failure", () => {
    const { container, form } = serverPage({ failedWith: "early@example.com" })
    hydrate(<Form />, container)
    expect(failed).toHaveBeenCalledTimes(1)
    expect(sendHeld).not.toHaveBeenCalled()
    expect(form.hasAttribute(HELD_SUBMIT.failed)).toBe(false)
    expect(form.hasAttribute(HELD_SUBMIT.live)).toBe(true)
    fireEvent.click(screen.getByRole("button", { name: "Join" }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(sendHeld).not.toHaveBeenCalled()
  })

  it("sends, once, a submit held on the page the visitor left before its form was live, from the next page's form of its kind", () => {
    document.body.innerHTML = serverHtml(<Form />)
    const left = document.querySelector("form")!
    left.querySelector("input")!.value = "left-behind@example.com"
    left.setAttribute(HELD_SUBMIT.held, "")
    carryHeldSubmits()
    expect(left.hasAttribute(HELD_SUBMIT.held)).toBe(false)
    const { unmount } = renderAfterNavigation(<Form kind="another" />, <Form />)
    expect(sendHeld).toHaveBeenCalledTimes(1)
    expect(sendHeld).toHaveBeenCalledWith("left-behind@example.com")
    unmount()
    render(<Form />)
    expect(sendHeld).toHaveBeenCalledTimes(1)
  })

  it("carries nothing to a form of another kind", () => {
    document.body.innerHTML = serverHtml(<Form />)
    document.querySelector("form")!.setAttribute(HELD_SUBMIT.held, "")
    carryHeldSubmits()
    renderAfterNavigation(<Form kind="signup" />, <Form kind="feedback" />)
    expect(sendHeld).not.toHaveBeenCalled()
  })
})
