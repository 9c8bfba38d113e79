/**
 * Stage 1, sent (docs/page-life.md#the-stages): forms submitted before their component has
 * hydrated. Every page is server-rendered HTML for a while before its bundles run
 * (./bundle-loader.ts), and a form the visitor submits in that time would be submitted natively: a
 * page load that drops what was typed, and for a GET form puts it in the address. This inline
 * script, in every page's <head>, stops that: a submit that reaches a form no component has taken
 * over yet is cancelled and marked as held, its submit button shows the form's busy label and is
 * disabled, and the component sends it as it hydrates (./use-held-submit.ts). With JavaScript off
 * nothing here runs: each form then shows how to reach us instead (src/components/ui/no-script-note.tsx).
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
} as const

type HeldSubmitAttributes = typeof HELD_SUBMIT

/**
 * Runs in the browser as an inline script: self-contained (no imports, no closures over this
 * module), because its source text is what goes into the page. It listens in the capture phase at
 * the document, so it runs before anything on the form itself.
 * @inlineScript
 */
export function holdSubmitsUntilLive(attributes: HeldSubmitAttributes): void {
  document.addEventListener(
    "submit",
    function (event) {
      const form = event.target as HTMLFormElement
      if (form.hasAttribute(attributes.live) || form.hasAttribute(attributes.native)) return
      event.preventDefault()
      if (form.hasAttribute(attributes.held)) return
      form.setAttribute(attributes.held, "")
      const button = (event.submitter || form.querySelector("[type=submit]")) as HTMLButtonElement | null
      const busyLabel = button && button.getAttribute(attributes.busyLabel)
      if (button && busyLabel) {
        button.textContent = busyLabel
        button.disabled = true
      }
    },
    true,
  )
}

/** The inline script every page carries in its <head>. */
export const heldSubmitsScript = () => inlineScript<typeof holdSubmitsUntilLive>("holdSubmitsUntilLive", HELD_SUBMIT)
