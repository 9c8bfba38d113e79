import fs from "fs"
import path from "path"

/**
 * Reads a light-mode colour from src/styles/tokens.css, the one place the design's colours are
 * defined, so the web manifest (gatsby-config.ts) never repeats them. Build time only.
 */
export function lightToken(name: string): string {
  const css = fs.readFileSync(path.join(__dirname, "../styles/tokens.css"), "utf8")
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]
  if (!value) throw new Error(`src/styles/tokens.css has no --${name}`)
  return value.trim()
}
