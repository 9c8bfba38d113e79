// How a form's island takes over from the page's head script as it wakes (docs/page-life.md).
import { useState, type RefObject } from "react"
import type { SubmissionState } from "./use-submission"
import { HELD_SUBMIT } from "../head-scripts/held-submits"
import { useLayoutEffectInBrowser } from "./use-layout-effect-in-browser"

/** What a form's named fields hold, by name. */
export type FieldValues = Record<string, string>

/** The values of a form's named text fields. */
export function fieldValues(form: HTMLFormElement): FieldValues {
  const values: FieldValues = {}
  for (const element of Array.from(form.elements)) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.name)
      values[element.name] = element.value
  }
  return values
}

type Takeover = {
  /** The id of an element inside the form (its alert region): finds the server-rendered form before it hydrates. */
  within: string
  /** Sends a submit the visitor made before the form was live: what its fields held, by name. */
  send: (values: FieldValues) => void
}

/** What a held form's fields held when it was submitted (src/head-scripts/held-submits.ts), or null. */
function submittedValues(form: HTMLFormElement): FieldValues | null {
  try {
    const values = JSON.parse(form.getAttribute(HELD_SUBMIT.values) ?? "null") as unknown
    return values && typeof values === "object" ? (values as FieldValues) : null
  } catch {
    return null
  }
}

/**
 * Takes a form over from the inline script that holds submits made before its island was live
 * (src/head-scripts/held-submits.ts): from now on the form's own submit handler runs, and a submit the
 * visitor made earlier is sent now, once, with what the fields held when it was submitted (kept by
 * the script, read at the first render: Preact's hydration empties a textarea until its state has
 * caught up, ./use-field-state.ts). The fields the script made read-only are the form's again. A
 * layout effect runs in the same task as hydration, so no submit can slip between the two handlers
 * and be sent twice.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement>, { within, send }: Takeover): void {
  // Read only where a submit is held: the same task as the layout effect below, so held then too.
  const [typed] = useState(() => {
    const served = serverForm(within)
    return served?.hasAttribute(HELD_SUBMIT.held) ? (submittedValues(served) ?? fieldValues(served)) : null
  })
  useLayoutEffectInBrowser(() => {
    const element = form.current
    if (!element) return
    element.setAttribute(HELD_SUBMIT.live, "")
    element.removeAttribute(HELD_SUBMIT.failed)
    // What the head script kept of the button: the form's own state says what it shows from now on.
    element.querySelectorAll(`[${HELD_SUBMIT.idleLabel}]`).forEach((button) => {
      button.removeAttribute(HELD_SUBMIT.idleLabel)
      button.removeAttribute(HELD_SUBMIT.wasDisabled)
    })
    element.querySelectorAll<HTMLInputElement>(`[${HELD_SUBMIT.readOnlyWhileHeld}]`).forEach((field) => {
      field.readOnly = false
      field.removeAttribute(HELD_SUBMIT.readOnlyWhileHeld)
    })
    element.removeAttribute(HELD_SUBMIT.values)
    if (element.hasAttribute(HELD_SUBMIT.held)) {
      element.removeAttribute(HELD_SUBMIT.held)
      send(typed ?? fieldValues(element))
    }
    // Once, at mount.
  }, [form])
}

/** The server-rendered form that holds the element `id`, in the page (none in server rendering). */
const serverForm = (id: string): HTMLFormElement | null =>
  typeof document === "undefined" ? null : (document.getElementById(id)?.closest("form") ?? null)

/**
 * A form's first submission state: `heldFailure` where the page's head script gave a held submit
 * back (the island's code came too late: src/islands/loader.ts), whose failure the form's alert
 * shows already, else idle. Read at the first render, before hydration, as typed text is
 * (./use-field-state.ts): the form then renders what the page shows, and its next answer replaces it.
 */
export const stateBeforeLive = (errorId: string, heldFailure: string) => (): SubmissionState =>
  serverForm(errorId)?.hasAttribute(HELD_SUBMIT.failed) ? { status: "error", message: heldFailure } : { status: "idle" }
