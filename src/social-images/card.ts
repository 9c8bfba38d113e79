/**
 * A post's or a help article's sharing image, 1200 x 630 (the size Facebook, LinkedIn and X show large):
 * the product's mark and name, the article's section ("Help · Licenses and purchases", "Blog · Release
 * Notes") and its title, on the brand's teal. Only words and the mark: nothing the app may not have.
 * Drawn as SVG with the words as outlines (./text-paths.ts), rendered by ./render.ts.
 */
import fs from "fs"
import path from "path"
import { site } from "../config/site"
import { textPath, wrap } from "./text-paths"

export const CARD = { width: 1200, height: 630 } as const

const MARGIN = 80
const TEXT_WIDTH = CARD.width - 2 * MARGIN
/** Title sizes from the largest: the first at which it fits in three lines. */
const TITLE_SIZES = [72, 66, 60, 54, 48]

const COLOURS = { top: "#0f766e", bottom: "#0b2e3a", glow: "#2dd4bf", section: "#99f6e4", title: "#ffffff", foot: "#ccfbf1" }

let logo: string | undefined

/** static/logo.svg, placed as a nested picture (its own gradients' ids are unique on the card). */
function mark(x: number, y: number, size: number): string {
  logo ??= fs.readFileSync(path.join(process.cwd(), "static/logo.svg"), "utf8")
  return logo.replace(/<svg\b[^>]*>/, `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 64 64">`)
}

const hostOf = (url: string) => new URL(url).host

/** The card's SVG for an article with this title, in this section. */
export function cardSvg({ title, section }: { title: string; section: string }): string {
  const { size, lines } = wrap(title, { maxWidth: TEXT_WIDTH, maxLines: 3, sizes: TITLE_SIZES, weight: 800 })
  const lineHeight = Math.round(size * 1.14)
  // The title sits above the footer, its last line's baseline at a fixed height, growing upward.
  const lastBaseline = 470
  const titleLines = lines.map((line, index) =>
    textPath(line, { x: MARGIN, y: lastBaseline - (lines.length - 1 - index) * lineHeight, size, weight: 800, fill: COLOURS.title }),
  )
  const sectionBaseline = lastBaseline - (lines.length - 1) * lineHeight - size - 22
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">`,
    `<defs><linearGradient id="card-bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${COLOURS.top}"/><stop offset="1" stop-color="${COLOURS.bottom}"/></linearGradient>`,
    `<radialGradient id="card-glow" cx="0.92" cy="0.08" r="0.6"><stop offset="0" stop-color="${COLOURS.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${COLOURS.glow}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${CARD.width}" height="${CARD.height}" fill="url(#card-bg)"/>`,
    `<rect width="${CARD.width}" height="${CARD.height}" fill="url(#card-glow)"/>`,
    mark(MARGIN, 64, 72),
    textPath(site.productName, { x: MARGIN + 72 + 22, y: 64 + 50, size: 40, weight: 700, fill: COLOURS.title }),
    textPath(section, { x: MARGIN, y: sectionBaseline, size: 30, weight: 600, fill: COLOURS.section }),
    ...titleLines,
    `<rect x="${MARGIN}" y="528" width="${TEXT_WIDTH}" height="2" fill="${COLOURS.foot}" fill-opacity="0.25"/>`,
    textPath(`${site.tagline} · ${hostOf(site.siteUrl)}`, { x: MARGIN, y: 576, size: 26, weight: 600, fill: COLOURS.foot }),
    `</svg>`,
  ].join("")
}
