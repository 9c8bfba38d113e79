import React from "react"

type Props = { id: string; eyebrow?: string; title: string; children?: React.ReactNode }

export function SectionHeading({ id, eyebrow, title, children }: Props) {
  return (
    <div className="section-header">
      {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
      <h2 id={id}>{title}</h2>
      {children}
    </div>
  )
}
