import React from "react"
import type { ContentIcon } from "../../schema/content-types"

/** Icons only the interface uses; content may name the ContentIcon set (src/schema/content-types.ts). */
type InterfaceIcon =
  "check" | "menu" | "close" | "arrow-left" | "arrow-right" | "copy" | "download" | "instagram" | "x" | "apple" | "search"

export type IconName = ContentIcon | InterfaceIcon

/**
 * One shape of an icon: a path's `d`, a circle as [cx, cy, r] or a rounded rectangle as
 * [x, y, width, height, rx], drawn in this order.
 */
type Shape =
  string | readonly [cx: number, cy: number, r: number] | readonly [x: number, y: number, width: number, height: number, rx: number]

/** Decorative stroke icons drawn on a 24 px grid; the text beside them carries the meaning. */
const shapes: Record<IconName, readonly Shape[]> = {
  timer: [[12, 13, 8], "M12 9v4l2.5 2.5M9 2h6"],
  coffee: ["M4 9h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6z", "M17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3"],
  posture: [[12, 4.5, 2], "M12 7v7m0 0-3 7m3-7 3 7M7 10h10"],
  eye: ["M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z", [12, 12, 3]],
  video: [[2, 6, 14, 12, 2], "m16 10 6-3v10l-6-3"],
  calendar: [[3, 5, 18, 16, 2], "M3 10h18M8 3v4M16 3v4"],
  play: [[2, 4, 20, 16, 3], "m10 9 5 3-5 3z"],
  palette: [
    "M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-1.2-1-1.6-1-2.6 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5C21 6.4 17 3 12 3z",
    [7.5, 11, 1],
    [10, 7, 1],
    [15, 7.5, 1],
  ],
  moon: ["M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"],
  mail: [[3, 5, 18, 14, 2], "m3 7 9 6 9-6"],
  stand: ["M4 10h16M12 10v10M8 20h8", [12, 4.5, 1.8]],
  lock: [[5, 11, 14, 10, 2], "M8 11V7a4 4 0 0 1 8 0v4"],
  chair: ["M7 3v9h10V3M5 12h14M7 12v9M17 12v9"],
  water: ["M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z"],
  check: ["m5 12 5 5 9-10"],
  menu: ["M4 7h16M4 12h16M4 17h16"],
  search: [[11, 11, 7], "m20 20-4.2-4.2"],
  close: ["M6 6l12 12M18 6 6 18"],
  "arrow-left": ["M15 5l-7 7 7 7"],
  "arrow-right": ["m9 5 7 7-7 7"],
  copy: [[8, 8, 12, 12, 2], "M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"],
  download: ["M12 3v12m0 0-5-5m5 5 5-5M4 20h16"],
  instagram: [
    [3, 3, 18, 18, 5],
    [12, 12, 4],
    [17.5, 6.5, 0.6],
  ],
  x: ["M4 4l16 16M20 4 4 20"],
  sparkle: ["M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6"],
  shield: ["M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z"],
  users: [[9, 8, 3.5], "M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a5 5 0 0 1 3.5 6"],
  apple: [
    "M16 3c0 2-1.6 3.6-3.4 3.5C12.4 4.6 14 3 16 3zM18.5 16.5c-.8 1.8-2 3.9-3.6 3.9-1.3 0-1.7-.8-3.2-.8s-2 .8-3.2.8c-1.6 0-3.2-2.7-4-4.9-1.1-3.4-.3-7.3 2.8-7.6 1.4-.1 2.4.9 3.3.9s2.2-1.1 3.8-.9c.7 0 2.4.3 3.4 1.9-2.9 1.8-2.4 5.6.7 6.7z",
  ],
}

function drawn(shape: Shape, key: number) {
  if (typeof shape === "string") return <path key={key} d={shape} />
  if (shape.length === 3) {
    const [cx, cy, r] = shape
    return <circle key={key} cx={cx} cy={cy} r={r} />
  }
  const [x, y, width, height, rx] = shape
  return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />
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
      {shapes[name].map(drawn)}
    </svg>
  )
}
