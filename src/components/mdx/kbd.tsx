import React, { type ReactNode } from "react"

/** A key on the keyboard, inline: `<Kbd>Command</Kbd>-<Kbd>Q</Kbd>`. Rendered at build time. */
export function Kbd({ children }: { children: ReactNode }) {
  return <kbd className="mdx-kbd">{children}</kbd>
}
