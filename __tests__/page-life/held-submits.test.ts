import { HELD_SUBMIT, heldSubmitsScript, holdSubmitsUntilLive } from "../../src/page-life/held-submits"

/** A newsletter form as the server renders it, before any component has taken it over. */
function serverRenderedForm() {
  document.body.innerHTML = `
    <form method="post" aria-label="Newsletter signup">
      <input type="email" name="email" value="visitor@example.com">
      <button type="submit" ${HELD_SUBMIT.busyLabel}="Joining...">Join</button>
    </form>`
  return { form: document.querySelector("form")!, button: document.querySelector("button")! }
}

const submit = (form: HTMLFormElement, submitter: HTMLElement) => {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter })
  form.dispatchEvent(event)
  return event
}

// The script listens on the document for the rest of the test file, as it does for a page's life.
beforeAll(() => holdSubmitsUntilLive(HELD_SUBMIT))

describe("holding a submit made before the page is live", () => {
  it("cancels the native submit, marks the form held and shows the busy label on its disabled button", () => {
    const { form, button } = serverRenderedForm()
    const event = submit(form, button)
    expect(event.defaultPrevented).toBe(true)
    expect(form.hasAttribute(HELD_SUBMIT.held)).toBe(true)
    expect(button).toHaveTextContent("Joining...")
    expect(button).toBeDisabled()
    expect(form.querySelector("input")).toHaveValue("visitor@example.com")
  })

  it("cancels a second submit too (Enter pressed again): one held submit, never a native one", () => {
    const { form, button } = serverRenderedForm()
    submit(form, button)
    expect(submit(form, button).defaultPrevented).toBe(true)
    expect(form.hasAttribute(HELD_SUBMIT.held)).toBe(true)
  })

  it("leaves a form meant to submit natively (a search: GET /search?q=...) to the browser", () => {
    document.body.innerHTML = `<form method="get" action="/search" ${HELD_SUBMIT.native}=""><input name="q" value="meeting"><button type="submit">Search</button></form>`
    const form = document.querySelector("form")!
    const event = submit(form, document.querySelector("button")!)
    expect(event.defaultPrevented).toBe(false)
    expect(form.hasAttribute(HELD_SUBMIT.held)).toBe(false)
  })

  it("leaves a live form to its component", () => {
    const { form, button } = serverRenderedForm()
    form.setAttribute(HELD_SUBMIT.live, "")
    const event = submit(form, button)
    expect(event.defaultPrevented).toBe(false)
    expect(form.hasAttribute(HELD_SUBMIT.held)).toBe(false)
    expect(button).toHaveTextContent("Join")
  })

  it("holds a submit by Enter (no submitter) and finds the form's submit button", () => {
    const { form, button } = serverRenderedForm()
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(button).toBeDisabled()
  })
})

describe("the inline script the pages carry", () => {
  it("is the same function, with the attributes the components use", () => {
    const script = heldSubmitsScript()
    expect(script).toContain(JSON.stringify(HELD_SUBMIT))
    // It runs on its own: evaluating it adds a second listener, which holds as the first does.
    new Function(script)()
    const { form, button } = serverRenderedForm()
    expect(submit(form, button).defaultPrevented).toBe(true)
  })
})
