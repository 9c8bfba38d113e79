import React from "react"
import type { ContentIcon } from "../../schema/content-types"

/** Icons only the interface uses; content may name the ContentIcon set (src/schema/content-types.ts). */
type InterfaceIcon =
  "check" | "menu" | "close" | "arrow-left" | "arrow-right" | "copy" | "download" | "instagram" | "x" | "apple" | "search"

export type IconName = ContentIcon | InterfaceIcon

/** Decorative stroke icons drawn on a 24 px grid; the text beside them carries the meaning. */
const paths: Record<IconName, React.ReactNode> = {
  timer: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9 2h6" />
    </>
  ),
  coffee: (
    <>
      <path d="M4 9h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6z" />
      <path d="M17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3" />
    </>
  ),
  posture: (
    <>
      <circle cx="12" cy="4.5" r="2" />
      <path d="M12 7v7m0 0-3 7m3-7 3 7M7 10h10" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  video: (
    <>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  play: (
    <>
      <rect x="2" y="4" width="20" height="16" rx="3" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-1.2-1-1.6-1-2.6 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5C21 6.4 17 3 12 3z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  stand: (
    <>
      <path d="M4 10h16M12 10v10M8 20h8" />
      <circle cx="12" cy="4.5" r="1.8" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  chair: (
    <>
      <path d="M7 3v9h10V3M5 12h14M7 12v9M17 12v9" />
    </>
  ),
  water: <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />,
  check: <path d="m5 12 5 5 9-10" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4.2-4.2" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  "arrow-left": <path d="M15 5l-7 7 7 7" />,
  "arrow-right": <path d="m9 5 7 7-7 7" />,
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </>
  ),
  download: <path d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4 4 20" />,
  sparkle: <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />,
  shield: <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a5 5 0 0 1 3.5 6" />
    </>
  ),
  apple: (
    <path d="M16 3c0 2-1.6 3.6-3.4 3.5C12.4 4.6 14 3 16 3zM18.5 16.5c-.8 1.8-2 3.9-3.6 3.9-1.3 0-1.7-.8-3.2-.8s-2 .8-3.2.8c-1.6 0-3.2-2.7-4-4.9-1.1-3.4-.3-7.3 2.8-7.6 1.4-.1 2.4.9 3.3.9s2.2-1.1 3.8-.9c.7 0 2.4.3 3.4 1.9-2.9 1.8-2.4 5.6.7 6.7z" />
  ),
}

type Props = { name: IconName; size?: number; className?: string }

export function Icon({ name, size = 24, className }: Props) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  )
}
