import { useCallback, useRef, useState } from "react"

export type SubmissionState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "success"; message: string }
  | { status: "error"; message: string; field?: string }

/**
 * Runs one submission at a time (`initial` gives the state at the first render): a double click or a repeated Enter while a call is in
 * flight is ignored, because the ref flips before React re-renders the disabled button.
 */
export function useSubmission(initial: () => SubmissionState = () => ({ status: "idle" })) {
  const [state, setState] = useState<SubmissionState>(initial)
  const inFlight = useRef(false)

  const run = useCallback(async (task: () => Promise<{ ok: boolean; message: string }>) => {
    if (inFlight.current) return false
    inFlight.current = true
    setState({ status: "submitting" })
    try {
      const { ok, message } = await task()
      setState(ok ? { status: "success", message } : { status: "error", message })
      return ok
    } finally {
      inFlight.current = false
    }
  }, [])

  const fail = useCallback((message: string, field?: string) => setState({ status: "error", message, field }), [])

  return { state, run, fail, submitting: state.status === "submitting" }
}
