import React, { type ReactNode } from "react"

/**
 * Numbered steps a visitor follows: `<Steps>` around a Markdown numbered list. The list stays an
 * <ol> (screen readers count the steps); the numbers are drawn large by
 * src/components/mdx/prose.module.css. Rendered at build time, no JavaScript.
 */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="mdx-steps">{children}</div>
}
