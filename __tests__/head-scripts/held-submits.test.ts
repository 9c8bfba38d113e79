import { screen, within } from "@testing-library/react"
import {
  CANNOT_SEND_EVENT,
  HELD_SUBMIT,
  heldSubmitForm,
  heldSubmitsScript,
  holdSubmitsUntilLive,
} from "../../src/head-scripts/held-submits"
import { messages } from "../../src/lib/messages"
import { heldSubmitRequest } from "../../src/lib/product-api"

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ")

/** A newsletter form as the server renders it, before its island has taken it over: with where it sends, its failure message and live regions. */
const newsletterHtml = (label = "Newsletter signup") => `
  <form method="post" aria-label="${label}" ${attributes(heldSubmitForm(heldSubmitRequest("newsletter"), messages.newsletter.failure))}>
    <input type="email" name="email" aria-label="Email address" value="visitor@example.com">
    <button type="submit" ${HELD_SUBMIT.busyLabel}="Joining...">Join</button>
    <p role="status"></p>
    <p role="alert"></p>
  </form>`

function serverRenderedForm() {
  document.body.innerHTML = `<site-island>${newsletterHtml()}</site-island>`
  return { form: document.querySelector("form")!, button: document.querySelector("button")! }
}

const submit = (form: HTMLFormElement, submitter: HTMLElement) => {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter })
  form.dispatchEvent(event)
  return event
}

// The script listens on the document for the rest of the test file, as it does for a page's life.
beforeAll(() => holdSubmitsUntilLive(HELD_SUBMIT, CANNOT_SEND_EVENT))
beforeEach(() => document.documentElement.removeAttribute(HELD_SUBMIT.cannotSend))

/** What the island loader does when the form's island cannot wake (src/islands/loader.ts): on the island, which holds the form. */
const bundlesCannotCome = () => document.querySelector("site-island")!.dispatchEvent(new Event(CANNOT_SEND_EVENT, { bubbles: true }))

describe("holding a submit made before the form's island is live", () => {
  it("cancels the native submit, marks the form held and shows the busy label on its disabled button", () => {
    const { form, button } = serverRenderedForm()
    const event = submit(form, button)
    expect(event.defaultPrevented).toBe(true)
    expect(form.hasAttribute(HELD_SUBMIT.held)).toBe(true)
    expect(button).toHaveTextContent("Joining...")
    expect(button).toBeDisabled()
    expect(form.querySelector("input")).toHaveValue("visitor@example.com")
    // Held as submitted: the field cannot change until the submit is sent or given back.
    expect(form.querySelector("input")).toHaveAttribute("readonly")
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

describe("a held submit that cannot be sent", () => {
  it("when the bundles cannot come: shows the form's failure in its alert, gives the button back, keeps what was typed and holds nothing", () => {
    const { form, button } = serverRenderedForm()
    submit(form, button)
    bundlesCannotCome()
    expect(within(form).getByRole("alert")).toHaveTextContent(messages.newsletter.failure)
    expect(within(form).getByRole("status")).toHaveTextContent("")
    expect(button).toHaveTextContent("Join")
    expect(button).toBeEnabled()
    expect(form.querySelector("input")).toHaveValue("visitor@example.com")
    // Writable again, as it was before the submit.
    expect(form.querySelector("input")).not.toHaveAttribute("readonly")
    // A bundle that arrives later finds nothing held: it sends nothing without a new submit.
    expect(form.hasAttribute(HELD_SUBMIT.held)).toBe(false)
    expect(form.hasAttribute(HELD_SUBMIT.failed)).toBe(true)
  })

  it("after that, a new submit shows the failure at once and is never submitted natively", () => {
    const { form, button } = serverRenderedForm()
    bundlesCannotCome()
    const event = submit(form, button)
    expect(event.defaultPrevented).toBe(true)
    expect(form.hasAttribute(HELD_SUBMIT.held)).toBe(false)
    expect(within(form).getByRole("alert")).toHaveTextContent(messages.newsletter.failure)
    expect(button).toHaveTextContent("Join")
    expect(button).toBeEnabled()
  })

  it("gives a button that was disabled as sent (a form whose fields were empty then) back disabled, with its own label", () => {
    document.body.innerHTML = `<site-island>
      <form method="post" aria-label="Feedback" ${attributes(heldSubmitForm(heldSubmitRequest("feedback"), messages.network))}>
        <textarea name="message" aria-label="Message">Typed early</textarea>
        <button type="submit" disabled ${HELD_SUBMIT.busyLabel}="Sending...">Send feedback</button>
        <p role="alert"></p>
      </form></site-island>`
    const form = document.querySelector("form")!
    form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }))
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    bundlesCannotCome()
    expect(screen.getByRole("alert")).toHaveTextContent(messages.network)
    expect(screen.getByRole("button", { name: "Send feedback" })).toBeDisabled()
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Typed early")
  })

  it("when one island cannot wake: only the forms held in it, and later submits there", () => {
    document.body.innerHTML = `<site-island id="page-form">${newsletterHtml("In the page")}</site-island><site-island id="footer-form">${newsletterHtml("In the footer")}</site-island>`
    const [inPage, inFooter] = ["In the page", "In the footer"].map((name) => screen.getByRole("form", { name }) as HTMLFormElement)
    for (const form of [inPage, inFooter]) submit(form, within(form).getByRole("button"))
    document.getElementById("footer-form")!.dispatchEvent(new Event(CANNOT_SEND_EVENT, { bubbles: true }))
    expect(within(inFooter).getByRole("alert")).toHaveTextContent(messages.newsletter.failure)
    expect(within(inFooter).getByRole("button", { name: "Join" })).toBeEnabled()
    expect(inPage.hasAttribute(HELD_SUBMIT.held)).toBe(true)
    expect(within(inPage).getByRole("alert")).toHaveTextContent("")
    expect(within(inPage).getByRole("button", { name: "Joining..." })).toBeDisabled()
    // The footer's next submit fails at once; the page's form still waits for its island.
    expect(submit(inFooter, within(inFooter).getByRole("button")).defaultPrevented).toBe(true)
    expect(inFooter.hasAttribute(HELD_SUBMIT.held)).toBe(false)
  })

  it("leaves a live form to its component", () => {
    const { form, button } = serverRenderedForm()
    form.setAttribute(HELD_SUBMIT.live, "")
    bundlesCannotCome()
    expect(submit(form, button).defaultPrevented).toBe(false)
    expect(within(form).getByRole("alert")).toHaveTextContent("")
    expect(form.hasAttribute(HELD_SUBMIT.failed)).toBe(false)
  })
})

describe("leaving the page with a submit still held", () => {
  const fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })))
  beforeAll(() => Object.assign(window, { fetch }))
  beforeEach(() => fetch.mockClear())
  const leave = () => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }))

  it("sends it, outliving the page (keepalive), to the form's call with the form's fields trimmed, once, and gives the form back", () => {
    const { form, button } = serverRenderedForm()
    form.querySelector("input")!.value = "  leaving@example.com "
    submit(form, button)
    leave()
    const { url, method } = heldSubmitRequest("newsletter")
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method, keepalive: true, body: '{"email":"leaving@example.com"}' }))
    expect(new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get("Content-Type")).toBe("application/json")
    expect(form.hasAttribute(HELD_SUBMIT.held)).toBe(false)
    expect(button).toHaveTextContent("Join")
    leave()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("sends what was submitted, not what the field holds by the time the page goes; the fields are read-only meanwhile", () => {
    const { form, button } = serverRenderedForm()
    const field = form.querySelector("input")!
    field.value = "first@example.com"
    submit(form, button)
    expect(field.readOnly).toBe(true)
    // A script, or an autofill, changes what a read-only field holds: what was submitted stays what is sent.
    field.value = "second@example.com"
    leave()
    expect(fetch).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ body: '{"email":"first@example.com"}' }))
    expect(field.readOnly).toBe(false)
  })

  it("sends nothing for a form that holds nothing, or that its island has taken over", () => {
    const { form, button } = serverRenderedForm()
    leave()
    submit(form, button)
    form.setAttribute(HELD_SUBMIT.live, "")
    leave()
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe("the inline script the pages carry", () => {
  it("is the same function, with the attributes the components use", () => {
    const script = heldSubmitsScript()
    expect(script).toContain(JSON.stringify(HELD_SUBMIT))
    expect(script).toContain(JSON.stringify(CANNOT_SEND_EVENT))
    // It runs on its own: evaluating it adds a second listener, which holds as the first does.
    new Function(script)()
    const { form, button } = serverRenderedForm()
    expect(submit(form, button).defaultPrevented).toBe(true)
  })
})
