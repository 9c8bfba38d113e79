import React, { type ReactNode } from "react"

/** The kinds of callout an editor may write (docs/editing.md#what-an-article-may-contain). */
export const CALLOUT_TYPES = ["note", "tip", "warning"] as const
export type CalloutType = (typeof CALLOUT_TYPES)[number]

const label: Record<CalloutType, string> = { note: "Note", tip: "Tip", warning: "Warning" }

type Props = { type: CalloutType; title?: string; children: ReactNode }

/**
 * A note, tip or warning set apart from the text: `<Callout type="tip" title="...">Markdown</Callout>`.
 * Rendered at build time into the article's HTML (no JavaScript), so it carries global class names
 * that src/components/mdx/prose.module.css styles. Screen readers hear what kind it is first.
 */
export function Callout({ type, title, children }: Props) {
  return (
    <div role="note" className={`mdx-callout mdx-callout-${type}`}>
      <p className="mdx-callout-title">
        <span className="visually-hidden">{label[type]}: </span>
        {title ?? <span aria-hidden="true">{label[type]}</span>}
      </p>
      {children}
    </div>
  )
}
