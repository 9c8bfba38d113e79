#!/usr/bin/env node
// @ts-check
// Measures what each image role costs to encode and to download, per output format, with sharp
// as gatsby-plugin-sharp runs it (one libvips thread per image, the quality it is given, nothing
// else: the plugin passes no effort or speed setting to the AVIF encoder).
//   node scripts/image-costs.mjs            the roles as the site requests them now
// The numbers behind the choices in the image queries are in docs/performance.md.
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

sharp.concurrency(1)

const blogHeroes = fs
  .readdirSync("content/blog")
  .map((slug) => `content/blog/${slug}/hero.jpg`)
  .filter((f) => fs.existsSync(f))
const figures = fs
  .readdirSync("content/blog")
  .map((slug) => `content/blog/${slug}/figure-1.jpg`)
  .filter((f) => fs.existsSync(f))
const screenshots = fs.readdirSync("content/data/images/screenshots").map((f) => `content/data/images/screenshots/${f}`)
const avatars = fs.readdirSync("content/data/images/testimonials").map((f) => `content/data/images/testimonials/${f}`)

/** @typedef {{ files: string[], widths: number[], aspect?: number, quality: number }} Role */

/**
 * Each role: its source files, the widths (and aspect ratio) it is cut to, the formats and quality.
 * @type {Record<string, Role>}
 */
const roles = {
  "hero (LCP on /)": { files: ["content/data/images/app-hero.png"], widths: [320, 480, 640, 720, 960, 1200], quality: 70 },
  screenshots: { files: screenshots, widths: [480, 960], aspect: 1.5, quality: 72 },
  "post heroes (cards and articles)": { files: blogHeroes, widths: [480, 768, 1024, 1536], aspect: 16 / 9, quality: 70 },
  "article figures": { files: figures, widths: [380, 760, 1140], quality: 75 },
  "avatars (48 px, 1x and 2x)": { files: avatars, widths: [48, 96], aspect: 1, quality: 75 },
}

const formats = (process.argv[2] ?? "jpeg,png,webp,avif").split(",")

/**
 * @param {string} file
 * @param {number} width
 * @param {number | undefined} aspect
 * @param {string} format  jpeg, png, webp or avif
 * @param {number} quality
 */
async function encode(file, width, aspect, format, quality) {
  let pipeline = sharp(file).resize(width, aspect ? Math.round(width / aspect) : undefined, { fit: "cover" })
  pipeline = format === "png" ? pipeline.png({ quality }) : pipeline[/** @type {"jpeg" | "webp" | "avif"} */ (format)]({ quality })
  const started = process.hrtime.bigint()
  const buffer = await pipeline.toBuffer()
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: buffer.length }
}

console.log(`role | format | outputs | encode s | KB total | KB at the largest width (median)`)
for (const [name, role] of Object.entries(roles)) {
  for (const format of formats) {
    let ms = 0
    let bytes = 0
    const largest = []
    for (const file of role.files) {
      for (const width of role.widths) {
        const result = await encode(file, width, role.aspect, format, role.quality)
        ms += result.ms
        bytes += result.bytes
        if (width === role.widths.at(-1)) largest.push(result.bytes)
      }
    }
    largest.sort((a, b) => a - b)
    const outputs = role.files.length * role.widths.length
    console.log(
      [
        name,
        format,
        outputs,
        (ms / 1000).toFixed(1),
        (bytes / 1024).toFixed(0),
        (largest[Math.floor(largest.length / 2)] / 1024).toFixed(1),
      ].join(" | "),
    )
  }
}
console.log(`sources: ${path.resolve("content")}`)
