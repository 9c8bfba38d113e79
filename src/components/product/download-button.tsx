import React from "react"
import { site } from "../../config/site"
import { ExternalLink } from "../ui/external-link"
import { Icon } from "../ui/icon"

type Props = { label?: string; className?: string }

/** docs/spec/SITE-SPEC.md §1: the download button opens the latest-release page in a new tab. */
export function DownloadButton({ label = "Download free trial", className = "" }: Props) {
  return (
    <ExternalLink href={site.links.download} className={`btn btn-primary btn-large ${className}`}>
      <Icon name="apple" size={20} />
      {label}
    </ExternalLink>
  )
}
