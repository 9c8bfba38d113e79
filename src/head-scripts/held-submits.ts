/**
 * Forms submitted before their island is live (docs/page-life.md). Every page is complete HTML
 * before any script runs, and a form's island wakes only when the form is first used
 * (src/islands/loader.ts): a submit in that moment would be submitted natively, a page load that drops
 * what was typed. This inline script, in every page's <head>, stops that: a submit that reaches a
 * form no island has taken over yet is cancelled and marked as held, its submit button shows the
 * form's busy label and is disabled, what its fields hold is kept as it was at that moment (the fields
 * read-only until the submit is sent or given back), and the form sends those values once live
 * (src/hooks/use-held-submit.ts): what is sent is what was submitted.
 * With JavaScript off nothing here runs: each form then shows how to reach us instead
 * (src/components/ui/no-script-note.tsx).
 *
 * A held submit may never get its island: the island's bundle failed to load, passed the
 * specification's 120 s, or failed to wake (the loader keeps its HTML). The loader then dispatches
 * CANNOT_SEND_EVENT on the island, and this script gives the form back: the form's own failure
 * message (rendered by the form from src/lib/messages.ts) in its alert region, its button as it
 * was, what was typed still in the fields, and nothing left held. A submit made there afterwards
 * gets the same message at once.
 *
 * A visitor who leaves the page while a submit is held does not lose it: as the page is hidden for
 * good (`pagehide`), the script sends it itself, with `keepalive` so that the request outlives the
 * page, to the address and method the form carries (src/lib/product-api.ts, `heldSubmitRequest`),
 * with the values its named fields held when it was submitted, trimmed, as the JSON body the form
 * would have sent. The visitor pressed Join and saw "Joining...": they expect it to go.
 */
import { inlineScript } from "./inline-script"

/** The attributes the script and the form components share. */
export const HELD_SUBMIT = {
  /** On a form whose island is live: its own submit handler takes over. */
  live: "data-submit-live",
  /** On a form submitted before that: the component sends it once, then removes the mark. */
  held: "data-submit-held",
  /** On a held form: what its named fields held when it was submitted, as JSON (name -> value). */
  values: "data-held-values",
  /** On a field the held submit made read-only (one that was read-only already is left as it was). */
  readOnlyWhileHeld: "data-held-readonly",
  /** On a submit button: the label it shows while a held submit waits ("Joining..."). */
  busyLabel: "data-busy-label",
  /** On a submit button while its form's submit is held: the label it had before. */
  idleLabel: "data-idle-label",
  /** On a submit button while its form's submit is held: present if it was disabled before. */
  wasDisabled: "data-was-disabled",
  /** On a form meant to submit natively (a search form: GET /search?q=...): never held. */
  native: "data-submit-native",
  /** On a form: where its submit goes, sent by this script if the visitor leaves while it is held. */
  sendTo: "data-send-to",
  /** On a form: the method of that request. */
  sendMethod: "data-send-method",
  /** On a form: the message it shows when a held submit cannot be sent (the form's message for a network failure). */
  failure: "data-held-failure",
  /** On a form whose held submit could not be sent: the component, once live, keeps showing the failure. */
  failed: "data-submit-failed",
  /** On an island whose code failed: its forms cannot be sent; a submit there fails at once. */
  cannotSend: "data-cannot-send",
} as const

type HeldSubmitAttributes = typeof HELD_SUBMIT

/** The event that says the held submits in its target (an island, or the document) cannot be sent. */
export const CANNOT_SEND_EVENT = "held-submits-cannot-be-sent"

/**
 * Runs in the browser as an inline script: self-contained (no imports, no closures over this
 * module), because its source text is what goes into the page. It listens in the capture phase at
 * the document, so it runs before anything on the form itself.
 * @inlineScript
 */
export function holdSubmitsUntilLive(attributes: HeldSubmitAttributes, cannotSendEvent: string): void {
  // A held form's submit button as it was before it said it was busy is kept on the button itself
  // (its label, and whether it was disabled), so that it survives an island's HTML being put back
  // as it was sent (src/islands/loader.ts) as any other attribute does.
  function restoreButton(form: HTMLFormElement): HTMLButtonElement | null {
    const button = form.querySelector<HTMLButtonElement>("[" + attributes.idleLabel + "]")
    if (!button) return null
    button.textContent = button.getAttribute(attributes.idleLabel)
    button.disabled = button.hasAttribute(attributes.wasDisabled)
    button.removeAttribute(attributes.idleLabel)
    button.removeAttribute(attributes.wasDisabled)
    return button
  }

  function namedFields(form: HTMLFormElement): HTMLInputElement[] {
    return Array.prototype.filter.call(form.elements, function (field: HTMLInputElement) {
      return Boolean(field.name) && (field.tagName === "INPUT" || field.tagName === "TEXTAREA")
    }) as HTMLInputElement[]
  }

  // What was submitted is what is sent: the fields' values now, kept on the form, and the fields
  // read-only until the submit is sent or given back.
  function keepValues(form: HTMLFormElement) {
    const values: Record<string, string> = {}
    namedFields(form).forEach(function (field) {
      values[field.name] = field.value
      if (!field.readOnly) {
        field.readOnly = true
        field.setAttribute(attributes.readOnlyWhileHeld, "")
      }
    })
    form.setAttribute(attributes.values, JSON.stringify(values))
  }

  function releaseFields(form: HTMLFormElement) {
    form.removeAttribute(attributes.values)
    namedFields(form).forEach(function (field) {
      if (!field.hasAttribute(attributes.readOnlyWhileHeld)) return
      field.readOnly = false
      field.removeAttribute(attributes.readOnlyWhileHeld)
    })
  }

  function giveBack(form: HTMLFormElement) {
    releaseFields(form)
    form.removeAttribute(attributes.held)
    form.setAttribute(attributes.failed, "")
    const button = restoreButton(form)
    // Disabling the button took keyboard focus away; it goes back where the visitor left it.
    if (button && !button.disabled && (!document.activeElement || document.activeElement === document.body))
      button.focus({ preventScroll: true })
    const message = form.getAttribute(attributes.failure)
    const region = form.querySelector("[role=alert]")
    if (message && region) region.textContent = message
  }

  document.addEventListener(
    "submit",
    function (event) {
      const form = event.target as HTMLFormElement
      if (form.hasAttribute(attributes.live) || form.hasAttribute(attributes.native)) return
      event.preventDefault()
      if (form.closest("[" + attributes.cannotSend + "]")) {
        giveBack(form)
        return
      }
      if (form.hasAttribute(attributes.held)) return
      form.setAttribute(attributes.held, "")
      keepValues(form)
      const button = (event.submitter || form.querySelector("[type=submit]")) as HTMLButtonElement | null
      const busyLabel = button && button.getAttribute(attributes.busyLabel)
      if (button && busyLabel) {
        button.setAttribute(attributes.idleLabel, button.textContent || "")
        if (button.disabled) button.setAttribute(attributes.wasDisabled, "")
        button.textContent = busyLabel
        button.disabled = true
      }
    },
    true,
  )

  // Leaving with a submit still held: it is sent now, and the form shows what it showed before.
  window.addEventListener("pagehide", function () {
    document.querySelectorAll("form[" + attributes.held + "]").forEach(function (element) {
      const form = element as HTMLFormElement
      const address = form.getAttribute(attributes.sendTo)
      if (form.hasAttribute(attributes.live) || !address) return
      const submitted = JSON.parse(form.getAttribute(attributes.values) || "{}") as Record<string, string>
      const body: Record<string, string> = {}
      Object.keys(submitted).forEach(function (name) {
        body[name] = String(submitted[name]).trim()
      })
      fetch(address, {
        method: form.getAttribute(attributes.sendMethod) || "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        keepalive: true,
        redirect: "error",
      }).catch(function () {
        // Nobody is left to tell.
      })
      form.removeAttribute(attributes.held)
      releaseFields(form)
      restoreButton(form)
    })
  })

  document.addEventListener(cannotSendEvent, function (event) {
    const scope = event.target === document ? document.documentElement : (event.target as Element)
    scope.setAttribute(attributes.cannotSend, "")
    scope.querySelectorAll("form[" + attributes.held + "]").forEach(function (form) {
      if (!form.hasAttribute(attributes.live)) giveBack(form as HTMLFormElement)
    })
  })
}

/** The inline script every page carries in its <head>. */
export const heldSubmitsScript = () => inlineScript<typeof holdSubmitsUntilLive>("holdSubmitsUntilLive", HELD_SUBMIT, CANNOT_SEND_EVENT)

/**
 * The attributes a form renders for the script: where its submit goes (`request`, from
 * src/lib/product-api.ts), and the message it shows when a held submit cannot be sent.
 */
export const heldSubmitForm = (request: { url: string; method: string }, failure: string) => ({
  [HELD_SUBMIT.sendTo]: request.url,
  [HELD_SUBMIT.sendMethod]: request.method,
  [HELD_SUBMIT.failure]: failure,
})
