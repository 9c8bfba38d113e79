import React, { useRef } from "react"
import { fireEvent, screen } from "@testing-library/react"
import { useHeldSubmit } from "../../src/hooks/use-held-submit"
import { HELD_SUBMIT } from "../../src/head-scripts/held-submits"
import { hydrate, serverHtml } from "../support/server-html"

const sendHeld = jest.fn()
const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault())

function Form() {
  const form = useRef<HTMLFormElement>(null)
  useHeldSubmit(form, { within: "signup-error", send: (values) => sendHeld(values.email) })
  return (
    <form ref={form} aria-label="Signup" onSubmit={onSubmit}>
      <input aria-label="Email" name="email" />
      <button type="submit">Join</button>
      <p id="signup-error" role="alert" />
    </form>
  )
}

/** The server's HTML, in which the visitor typed and submitted before the island woke. */
function serverPage({ heldWith }: { heldWith?: string }) {
  const container = document.createElement("div")
  container.innerHTML = serverHtml(<Form />)
  document.body.appendChild(container)
  const form = container.querySelector("form")!
  if (heldWith !== undefined) {
    form.querySelector("input")!.value = heldWith
    form.setAttribute(HELD_SUBMIT.held, "")
  }
  return { container, form }
}

beforeEach(() => {
  sendHeld.mockClear()
  onSubmit.mockClear()
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

  it("sends what was submitted, as the page's head script kept it, and gives the fields it made read-only back", () => {
    const { container, form } = serverPage({ heldWith: "changed-later@example.com" })
    const field = form.querySelector("input")!
    form.setAttribute(HELD_SUBMIT.values, JSON.stringify({ email: "submitted@example.com" }))
    field.readOnly = true
    field.setAttribute(HELD_SUBMIT.readOnlyWhileHeld, "")
    hydrate(<Form />, container)
    expect(sendHeld).toHaveBeenCalledWith("submitted@example.com")
    expect(field.readOnly).toBe(false)
    expect(field).not.toHaveAttribute(HELD_SUBMIT.readOnlyWhileHeld)
    expect(form).not.toHaveAttribute(HELD_SUBMIT.values)
  })

  it("sends nothing when nothing was held", () => {
    const { container, form } = serverPage({})
    hydrate(<Form />, container)
    expect(sendHeld).not.toHaveBeenCalled()
    expect(form.hasAttribute(HELD_SUBMIT.live)).toBe(true)
  })
})
