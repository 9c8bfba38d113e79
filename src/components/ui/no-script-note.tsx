import React from "react"
import { site } from "../../config/site"
import * as styles from "./no-script-note.module.css"

/** The class for what works only with JavaScript: hidden when it is off, where a NoScriptNote says what to do instead. */
export const needsScript = styles.needsScript

type Props = { text: string; className?: string }

/**
 * What a control that needs JavaScript says when it is turned off (one of messages.noScript), with
 * "{contact}" as a mailto link to the contact address. CSS shows it only then (@media (scripting:
 * none)): before the bundles arrive the control itself works, or waits and says so.
 */
export function NoScriptNote({ text, className }: Props) {
  const [before, after] = text.split("{contact}")
  return (
    <p className={`${styles.note} ${className ?? ""}`}>
      {before}
      {after === undefined ? null : (
        <>
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          {after}
        </>
      )}
    </p>
  )
}
