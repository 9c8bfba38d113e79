import React, { useEffect, useRef, useState } from "react"
import { messages, unsubscribeMessage } from "../../lib/messages"
import { unsubscribeFromNewsletter } from "../../lib/product-api"
import { canBeUnsubscribeHash } from "../../lib/validation"
import { NoScriptNote, needsScript } from "../ui/no-script-note"
import * as styles from "./unsubscribe-status.module.css"

type Status = { kind: "loading" } | { kind: "done"; ok: boolean; message: string }

/**
 * Unsubscribes with the link's hash (the page's address: ?unsubscribeHash=...) once its island wakes,
 * on arrival; until then the page says it is processing (it will be), and with JavaScript off it
 * says how to unsubscribe instead.
 */
export function UnsubscribeStatus() {
  const [status, setStatus] = useState<Status>({ kind: "loading" })
  // One call per visit: strict mode runs effects twice, re-renders must not call again.
  const called = useRef(false)

  useEffect(() => {
    if (called.current) return
    called.current = true
    const hash = new URLSearchParams(window.location.search).get("unsubscribeHash")?.trim()
    if (!hash) {
      setStatus({ kind: "done", ok: false, message: messages.unsubscribe.missingHash })
      return
    }
    if (!canBeUnsubscribeHash(hash)) {
      setStatus({ kind: "done", ok: false, message: messages.unsubscribe.fallback })
      return
    }
    void unsubscribeFromNewsletter(hash).then((result) => setStatus({ kind: "done", ok: result.ok, message: unsubscribeMessage(result) }))
  }, [])

  if (status.kind === "loading") {
    return (
      <>
        <div className={`${styles.box} ${needsScript}`} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{messages.unsubscribe.processing}</p>
        </div>
        <NoScriptNote text={messages.noScript.unsubscribe} />
      </>
    )
  }
  return (
    <div className={`${styles.box} ${status.ok ? styles.ok : styles.error}`} role={status.ok ? "status" : "alert"}>
      <p>{status.message}</p>
    </div>
  )
}
