/**
 * Stage 1 of a page's life (docs/page-life.md#the-stages): forms submitted before the page is
 * live. Every page is server-rendered HTML for a while before its bundles run (./bundle-loader.ts),
 * and a form the visitor submits in that time would be submitted natively: a page load that drops
 * what was typed, and for a GET form puts it in the address. This inline script, in every page's <head>, stops that: a submit that reaches a
 * form no component has taken over yet is cancelled and marked as held, its submit button shows
 * the form's busy label and is disabled, and the component sends it once it is live
 * (./use-held-submit.ts). With JavaScript off nothing here runs: each form then shows how
 * to reach us instead (src/components/ui/no-script-note.tsx).
 *
 * A held submit may never get a component to send it: a bundle request failed or passed the
 * specification's chunk-load timeout (./bundle-loader.ts), or the form's part failed
 * to hydrate (./hydration-queue.ts keeps its HTML). Whoever finds that out dispatches
 * CANNOT_SEND_EVENT, on the document or on the part's container, and this script then gives the
 * form back: the form's own failure message (rendered by the form from src/lib/messages.ts) in its
 * alert region, its button as it was, what was typed still in the fields, and nothing left held, so
 * a bundle that arrives later sends nothing without a new submit. A submit made there afterwards
 * gets the same message at once.
 */
import { inlineScript } from "./inline-script"

/** The attributes the script and the form components share. */
export const HELD_SUBMIT = {
  /** On a form whose component is live: its own submit handler takes over. */
  live: "data-submit-live",
  /** On a form submitted before that: the component sends it once, then removes the mark. */
  held: "data-submit-held",
  /** On a submit button: the label it shows while a held submit waits ("Joining..."). */
  busyLabel: "data-busy-label",
  /** On a form meant to submit natively (a search form: GET /search?q=...): never held. */
  native: "data-submit-native",
  /** On a form: what kind of form it is ("newsletter"), so a held submit can follow the visitor to the next page (./carried-submits.ts). */
  kind: "data-submit-kind",
  /** On a form: the message it shows when a held submit cannot be sent (the form's message for a network failure). */
  failure: "data-held-failure",
  /** On a form whose held submit could not be sent: the component, once live, keeps showing the failure. */
  failed: "data-submit-failed",
  /** On the document's root or a part's container: its forms cannot be sent before they are live; a submit there fails at once. */
  cannotSend: "data-cannot-send",
} as const

type HeldSubmitAttributes = typeof HELD_SUBMIT

/** The event that says the held submits in its target (the document, or a part's container) cannot be sent. */
export const CANNOT_SEND_EVENT = "held-submits-cannot-be-sent"

/**
 * Runs in the browser as an inline script: self-contained (no imports, no closures over this
 * module), because its source text is what goes into the page. It listens in the capture phase at
 * the document, so it runs before anything on the form itself.
 * @inlineScript
 */
export function holdSubmitsUntilLive(attributes: HeldSubmitAttributes, cannotSendEvent: string): void {
  // Each held form's submit button as it was before it said it was busy.
  const buttons = new WeakMap<HTMLFormElement, { button: HTMLButtonElement; label: string; disabled: boolean }>()

  function giveBack(form: HTMLFormElement) {
    form.removeAttribute(attributes.held)
    form.setAttribute(attributes.failed, "")
    const before = buttons.get(form)
    if (before) {
      buttons.delete(form)
      before.button.textContent = before.label
      before.button.disabled = before.disabled
      // Disabling the button took keyboard focus away; it goes back where the visitor left it.
      if (!before.disabled && (!document.activeElement || document.activeElement === document.body))
        before.button.focus({ preventScroll: true })
    }
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
      const button = (event.submitter || form.querySelector("[type=submit]")) as HTMLButtonElement | null
      const busyLabel = button && button.getAttribute(attributes.busyLabel)
      if (button && busyLabel) {
        buttons.set(form, { button: button, label: button.textContent || "", disabled: button.disabled })
        button.textContent = busyLabel
        button.disabled = true
      }
    },
    true,
  )

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
 * After a part's turn (./hydrate-later.tsx): if a form in `scope` was not taken over by
 * its component (the part failed to hydrate; an error inside the part may be caught by the router's
 * own error boundary, so the turn need not throw), tells the script that the submits there cannot
 * be sent. From the bundle; the loader, an inline script, dispatches the same event on the document.
 */
export function submitsNotTakenOverCannotBeSent(scope: Element): void {
  if (!scope.querySelector(`form:not([${HELD_SUBMIT.live}]):not([${HELD_SUBMIT.native}])`)) return
  scope.dispatchEvent(new Event(CANNOT_SEND_EVENT, { bubbles: true }))
}

/** The attributes a form renders for the script: its kind, and the message it shows when a held submit cannot be sent. */
export const heldSubmitForm = (kind: string, failure: string) => ({ [HELD_SUBMIT.kind]: kind, [HELD_SUBMIT.failure]: failure })
