import React from "react"
import { isExternal } from "../../lib/addresses"
import { ExternalLink } from "../ui/external-link"

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string }

/**
 * Links written in an article's Markdown, rendered into its HTML at build time
 * (src/gatsby-node/article-html.ts): other sites (src/lib/addresses.ts: "//host" and "HTTPS://" too)
 * open in a new tab like every external link here; pages of this site stay plain links.
 */
export function MarkdownLink({ href = "", children, ...rest }: Props) {
  if (isExternal(href)) {
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
