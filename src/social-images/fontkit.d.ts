/** The part of fontkit 2 (foliojs/fontkit) that ./text-paths.ts uses: it ships no types of its own. */
declare module "fontkit" {
  export type Path = { translate(x: number, y: number): Path; toSVG(): string }
  export type Glyph = { id: number; path: Path; advanceWidth: number }
  export type GlyphRun = { glyphs: Glyph[]; positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>; advanceWidth: number }
  export type Font = {
    unitsPerEm: number
    layout(text: string): GlyphRun
    hasGlyphForCodePoint(codePoint: number): boolean
  }
  export function create(buffer: Buffer): Font
}
