// A hook that runs at hydration, stage 3 or 4 (docs/page-life.md#the-stages), not once the page is live.
import { useState, type RefObject } from "react"
import type { SubmissionState } from "../hooks/use-submission"
import { HELD_SUBMIT } from "./held-submits"
import { isFirstLoad } from "./marker"
import { fieldValues, takeCarriedSubmit, type FieldValues } from "./carried-submits"
import { useLayoutEffectInBrowser } from "./use-layout-effect-in-browser"

type Takeover = {
  /** The id of an element inside the form (its alert region): finds the server-rendered form before it hydrates. */
  within: string
  /** Sends a submit the visitor made before the form was live: what its fields held, by name. */
  send: (values: FieldValues) => void
  /** Shows the failure stage 1 showed: the held submit could not be sent, and nothing is sent now. */
  failed: () => void
}

/**
 * Takes a form over from the inline script that holds submits made before the page was live
 * (stage 1: ./held-submits.ts): from now on the form's own submit handler runs, and a submit the
 * visitor made earlier is sent now, once, with what the fields hold at this moment (read at the
 * first render, in the same task: Preact's hydration empties a textarea until its state has caught
 * up, ./use-field-state.ts); one the script already gave up on stays given up (its failure shown,
 * nothing sent); and on a page reached by a link, a submit held on the page before is sent by the
 * form of its kind here (./carried-submits.ts). A layout effect runs in the same task as
 * hydration, so no submit can slip between the two handlers and be sent twice.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement>, { within, send, failed }: Takeover): void {
  // Read only where a submit is held: the same task as the layout effect below, so held then too.
  const [typed] = useState(() => {
    const served = serverForm(within)
    return served?.hasAttribute(HELD_SUBMIT.held) ? fieldValues(served) : null
  })
  useLayoutEffectInBrowser(() => {
    const element = form.current
    if (!element) return
    element.setAttribute(HELD_SUBMIT.live, "")
    if (element.hasAttribute(HELD_SUBMIT.failed)) {
      element.removeAttribute(HELD_SUBMIT.failed)
      failed()
      return
    }
    if (element.hasAttribute(HELD_SUBMIT.held)) {
      element.removeAttribute(HELD_SUBMIT.held)
      send(typed ?? fieldValues(element))
      return
    }
    const carried = takeCarriedSubmit(element.getAttribute(HELD_SUBMIT.kind) ?? "")
    if (carried) send(carried)
    // Once, at mount.
  }, [form])
}

/**
 * A form's first submission state: `heldFailure` where stage 1 gave up on a submit held in the
 * server-rendered form that holds the element `errorId` (its failure is shown there already), else
 * idle. Read at the first render, before hydration, as typed text is (./use-field-state.ts): the form
 * then renders the failure the page shows, and hydration keeps it.
 */
export const stateBeforeLive = (errorId: string, heldFailure: string) => (): SubmissionState =>
  gaveUpBeforeLive(errorId) ? { status: "error", message: heldFailure } : { status: "idle" }

const gaveUpBeforeLive = (id: string): boolean => serverForm(id)?.hasAttribute(HELD_SUBMIT.failed) ?? false

/** The server-rendered form that holds the element `id`, on the page the browser loaded (none after a navigation). */
const serverForm = (id: string): HTMLFormElement | null => (isFirstLoad() ? (document.getElementById(id)?.closest("form") ?? null) : null)
