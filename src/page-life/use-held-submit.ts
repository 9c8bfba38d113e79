// A hook that runs at hydration, stage 3 or 4 (docs/page-life.md#the-stages), not once the page is live.
import { useEffect, useLayoutEffect, type RefObject } from "react"
import { HELD_SUBMIT } from "./held-submits"

/** Layout effects do nothing in server rendering (and React says so): the plain hook is used there. */
const useLayoutEffectInBrowser = typeof window === "undefined" ? useEffect : useLayoutEffect

/**
 * Takes a form over from the inline script that holds submits made before its component hydrated
 * (stage 1: ./held-submits.ts): from now on the form's own submit handler runs, and a submit the
 * visitor made earlier is sent now, once. A layout effect runs in the same task as hydration, so
 * no submit can slip between the two handlers and be sent twice.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement>, sendHeld: () => void): void {
  useLayoutEffectInBrowser(() => {
    const element = form.current
    if (!element) return
    element.setAttribute(HELD_SUBMIT.live, "")
    if (!element.hasAttribute(HELD_SUBMIT.held)) return
    element.removeAttribute(HELD_SUBMIT.held)
    sendHeld()
    // Once, at mount: a held submit is sent with what the fields hold at that moment.
  }, [form])
}
