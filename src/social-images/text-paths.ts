/**
 * Text as SVG outlines, in the site's typeface (Inter, from @fontsource/inter): a sharing image's words
 * are drawn as paths, so the picture needs no font installed where it is built (a bare CI container has
 * none that librsvg, sharp's SVG renderer, would find). fontkit reads the WOFF2 files and lays the
 * words out with their kerning. The font files cover Latin (with its extended letters); a character
 * outside both is drawn as the font's empty glyph, never as another font's.
 */
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import * as fontkit from "fontkit"

export type Weight = 600 | 700 | 800

// Resolved from the project, as Node would: the build's bundler of gatsby-node (Parcel) has no require.resolve.
const FONT_FILES = path.dirname(createRequire(path.join(process.cwd(), "package.json")).resolve("@fontsource/inter/package.json"))
const fonts = new Map<Weight, fontkit.Font[]>()

/** The faces of a weight: Latin first, then Latin Extended for the letters it lacks. */
function facesOf(weight: Weight): fontkit.Font[] {
  let faces = fonts.get(weight)
  if (!faces) {
    faces = ["latin", "latin-ext"].map((subset) =>
      fontkit.create(fs.readFileSync(path.join(FONT_FILES, "files", `inter-${subset}-${weight}-normal.woff2`))),
    )
    fonts.set(weight, faces)
  }
  return faces
}

/** The text cut into runs of one face each: the first face that has the character. */
function runs(text: string, faces: fontkit.Font[]): Array<{ face: fontkit.Font; text: string }> {
  const out: Array<{ face: fontkit.Font; text: string }> = []
  for (const character of text) {
    const codePoint = character.codePointAt(0)!
    const face = faces.find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ?? faces[0]
    const last = out[out.length - 1]
    if (last && last.face === face) last.text += character
    else out.push({ face, text: character })
  }
  return out
}

/** A line of text: its outline in font units (baseline at y = 0, y upward) and its width in font units. */
function outline(text: string, weight: Weight): { d: string; width: number; unitsPerEm: number } {
  const faces = facesOf(weight)
  let x = 0
  let d = ""
  for (const run of runs(text, faces)) {
    const laid = run.face.layout(run.text)
    laid.glyphs.forEach((glyph, index) => {
      const position = laid.positions[index]
      d += glyph.path.translate(x + position.xOffset, position.yOffset).toSVG()
      x += position.xAdvance
    })
  }
  return { d, width: x, unitsPerEm: faces[0].unitsPerEm }
}

/** How wide `text` is at `size` pixels. */
export const widthOf = (text: string, size: number, weight: Weight) => {
  const { width, unitsPerEm } = outline(text, weight)
  return (width * size) / unitsPerEm
}

/** `text` as an SVG path at `size` pixels, its baseline starting at (x, y). */
export function textPath(text: string, { x, y, size, weight, fill }: { x: number; y: number; size: number; weight: Weight; fill: string }) {
  const { d, unitsPerEm } = outline(text, weight)
  const scale = size / unitsPerEm
  return `<path fill="${fill}" transform="translate(${x} ${y}) scale(${scale} ${-scale})" d="${d}"/>`
}

/**
 * `text` broken into lines no wider than `maxWidth` at the largest size from `sizes` that fits in
 * `maxLines`; at the smallest, the last line ends in an ellipsis if the words run over.
 */
export function wrap(
  text: string,
  { maxWidth, maxLines, sizes, weight }: { maxWidth: number; maxLines: number; sizes: number[]; weight: Weight },
) {
  const words = text.split(/\s+/).filter(Boolean)
  for (const size of sizes) {
    const lines: string[] = []
    for (const word of words) {
      const last = lines[lines.length - 1]
      if (last !== undefined && widthOf(`${last} ${word}`, size, weight) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
    }
    if (lines.length <= maxLines || size === sizes[sizes.length - 1]) {
      if (lines.length <= maxLines) return { size, lines }
      const kept = lines.slice(0, maxLines)
      let last = `${kept[maxLines - 1]}…`
      while (widthOf(last, size, weight) > maxWidth && last.includes(" ")) last = `${last.replace(/\s+\S+…$/, "")}…`
      kept[maxLines - 1] = last
      return { size, lines: kept }
    }
  }
  throw new Error("wrap: no sizes given")
}
