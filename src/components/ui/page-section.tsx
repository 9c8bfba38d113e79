import React from "react"
import { SectionHeading } from "./section-heading"

type Props = {
  /** The heading's id, which names the section (aria-labelledby). */
  headingId: string
  eyebrow?: string
  title: string
  /** A paragraph or two under the heading. */
  intro?: React.ReactNode
  /** An anchor the navbar links to (src/config/site.ts: anchors). */
  id?: string
  /** Added to the section's and the container's own classes. */
  className?: string
  containerClassName?: string
  children: React.ReactNode
}

/** A landing-page section: a region named by its heading, the page's container, the heading, the content. */
export function PageSection({ headingId, eyebrow, title, intro, id, className, containerClassName, children }: Props) {
  return (
    <section id={id} className={className ? `section ${className}` : "section"} aria-labelledby={headingId}>
      <div className={containerClassName ? `container ${containerClassName}` : "container"}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  )
}
