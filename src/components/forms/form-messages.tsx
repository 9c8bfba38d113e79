import React from "react"
import type { SubmissionState } from "../../hooks/use-submission"

type Props = { id: string; state: SubmissionState }

/**
 * Both live regions exist from the first render so screen readers announce changes:
 * success politely, errors at once.
 */
export function FormMessages({ id, state }: Props) {
  return (
    <>
      <p id={`${id}-status`} role="status" className="message message-success">
        {state.status === "success" ? state.message : ""}
      </p>
      <p id={`${id}-error`} role="alert" className="message message-error">
        {state.status === "error" ? state.message : ""}
      </p>
    </>
  )
}
