import React, { useEffect, useRef, useState } from "react"
import { useHydrated } from "../../hooks/use-hydrated"
import { messages } from "../../lib/messages"
import { Icon } from "./icon"
import { NoScriptNote, needsScript } from "./no-script-note"
import * as styles from "./copy-code.module.css"

/** docs/spec/SITE-SPEC.md §4: the copied indicator shows for 2 seconds. */
const COPIED_MS = 2000

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission denied or insecure context: fall through to the selection-based copy.
  }
  const field = document.createElement("textarea")
  field.value = text
  field.setAttribute("readonly", "")
  field.style.position = "fixed"
  field.style.opacity = "0"
  document.body.appendChild(field)
  field.select()
  let ok = false
  try {
    ok = document.execCommand("copy")
  } catch {
    ok = false
  }
  field.remove()
  return ok
}

type Props = { code: string; label: string }

/**
 * The code, selectable as it is, and a button that copies it. The button does nothing until the
 * JavaScript runs, so it is disabled until then, and with JavaScript off it gives way to a note.
 */
export function CopyCode({ code, label }: Props) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  const [failed, setFailed] = useState(false)
  const timer = useRef<number>()

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const onCopy = async () => {
    const ok = await copyText(code)
    setFailed(!ok)
    setCopied(ok)
    window.clearTimeout(timer.current)
    if (ok) timer.current = window.setTimeout(() => setCopied(false), COPIED_MS)
  }

  return (
    // The label names the group: a <code> element cannot be named itself (ARIA gives it no name).
    <div className={styles.wrap} role="group" aria-labelledby="offer-code-label">
      <span className={styles.label} id="offer-code-label">
        {label}
      </span>
      <div className={styles.row}>
        <code className={styles.code}>{code}</code>
        <button type="button" className={`btn btn-primary ${needsScript}`} onClick={onCopy} disabled={!hydrated}>
          <Icon name={copied ? "check" : "copy"} size={18} />
          {copied ? "Copied!" : "Copy code"}
        </button>
      </div>
      <NoScriptNote text={messages.noScript.copyCode} className={styles.noScript} />
      <p role="status" className={styles.status}>
        {copied ? messages.copyCode.copied(code) : failed ? messages.copyCode.failed : ""}
      </p>
    </div>
  )
}
