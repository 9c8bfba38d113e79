import React, { useEffect, useRef, useState } from "react"
import { Icon } from "./icon"
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

export function CopyCode({ code, label }: Props) {
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
    <div className={styles.wrap}>
      <span className={styles.label} id="offer-code-label">
        {label}
      </span>
      <div className={styles.row}>
        <code className={styles.code} aria-labelledby="offer-code-label">
          {code}
        </code>
        <button type="button" className="btn btn-primary" onClick={onCopy}>
          <Icon name={copied ? "check" : "copy"} size={18} />
          {copied ? "Copied!" : "Copy code"}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {copied ? `Code ${code} copied to clipboard` : failed ? "Copying didn't work: select the code and copy it by hand." : ""}
      </p>
    </div>
  )
}
