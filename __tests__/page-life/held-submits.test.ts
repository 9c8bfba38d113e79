import { screen, within } from "@testing-library/react"
import {
  CANNOT_SEND_EVENT,
  HELD_SUBMIT,
  heldSubmitForm,
  heldSubmitsScript,
  holdSubmitsUntilLive,
  submitsNotTakenOverCannotBeSent,
} from "../../src/page-life/held-submits"
import { messages } from "../../src/lib/messages"

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ")

/** A newsletter form as the server renders it, before any component has taken it over: with its failure message and live regions. */
const newsletterHtml = (label = "Newsletter signup") => `
  <form method="post" aria-label="${label}" ${attributes(heldSubmitForm("newsletter", messages.newsletter.failure))}>
    <input type="email" name="email" aria-label="Email address" value="visitor@example.com">
    <button type="submit" ${HELD_SUBMIT.busyLabel}="Joining...">Join</button>
    <p role="status"></p>
    <p role="alert"></p>
  </form>`

function serverRenderedForm() {
  document.body.innerHTML = newsletterHtml()
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

/** What the loader (an inline script) does when a bundle request fails or the page is not live in time. */
const bundlesCannotCome = () => document.dispatchEvent(new Event(CANNOT_SEND_EVENT))

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
    document.body.innerHTML = `
      <form method="post" aria-label="Feedback" ${attributes(heldSubmitForm("feedback", messages.network))}>
        <textarea name="message" aria-label="Message">Typed early</textarea>
        <button type="submit" disabled ${HELD_SUBMIT.busyLabel}="Sending...">Send feedback</button>
        <p role="alert"></p>
      </form>`
    const form = document.querySelector("form")!
    form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }))
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    bundlesCannotCome()
    expect(screen.getByRole("alert")).toHaveTextContent(messages.network)
    expect(screen.getByRole("button", { name: "Send feedback" })).toBeDisabled()
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Typed early")
  })

  it("when a part's turn leaves a form not taken over (the part failed to hydrate): only the forms held in that part, and later submits there", () => {
    document.body.innerHTML = `<main>${newsletterHtml("In the page")}</main><div id="site-footer">${newsletterHtml("In the footer")}</div>`
    const [inPage, inFooter] = ["In the page", "In the footer"].map((name) => screen.getByRole("form", { name }) as HTMLFormElement)
    for (const form of [inPage, inFooter]) submit(form, within(form).getByRole("button"))
    submitsNotTakenOverCannotBeSent(document.getElementById("site-footer")!)
    expect(within(inFooter).getByRole("alert")).toHaveTextContent(messages.newsletter.failure)
    expect(within(inFooter).getByRole("button", { name: "Join" })).toBeEnabled()
    expect(inPage.hasAttribute(HELD_SUBMIT.held)).toBe(true)
    expect(within(inPage).getByRole("alert")).toHaveTextContent("")
    expect(within(inPage).getByRole("button", { name: "Joining..." })).toBeDisabled()
    // The footer's next submit fails at once; the page's form still waits for its component.
    expect(submit(inFooter, within(inFooter).getByRole("button")).defaultPrevented).toBe(true)
    expect(inFooter.hasAttribute(HELD_SUBMIT.held)).toBe(false)
  })

  it("says nothing after a part's turn in which every form was taken over", () => {
    document.body.innerHTML = `<div id="site-footer">${newsletterHtml("In the footer")}</div>`
    const form = screen.getByRole("form", { name: "In the footer" }) as HTMLFormElement
    submit(form, within(form).getByRole("button"))
    form.setAttribute(HELD_SUBMIT.live, "")
    submitsNotTakenOverCannotBeSent(document.getElementById("site-footer")!)
    expect(document.getElementById("site-footer")).not.toHaveAttribute(HELD_SUBMIT.cannotSend)
    expect(within(form).getByRole("alert")).toHaveTextContent("")
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
