import React from "react"

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: React.ReactNode }

/** Opens in a new tab without giving the other site a handle on this one; says so to screen readers. */
export function ExternalLink({ href, children, ...rest }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
