import React from "react"
import { Link } from "gatsby"
import { ExternalLink } from "../ui/external-link"

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string }

/**
 * Links written in an article's Markdown: pages of this site go through Gatsby's router (no full
 * reload, prefetch on hover); other sites open in a new tab like every external link here.
 */
export function MdxLink({ href = "", children, ...rest }: Props) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} {...(rest as Record<string, unknown>)}>
        {children}
      </Link>
    )
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <ExternalLink href={href} {...rest}>
        {children}
      </ExternalLink>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
