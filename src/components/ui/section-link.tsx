import React from "react"
import { goToLandingSection } from "../../lib/scroll-to-section"

type Props = {
  section: string
  className?: string
  children: React.ReactNode
  onNavigate?: () => void
}

/** A link to a landing-page section that works from any page, with or without JavaScript. */
export function SectionLink({ section, className, children, onNavigate }: Props) {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onNavigate?.()
    goToLandingSection(section)
  }
  return (
    <a href={`/#${section}`} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
