/**
 * npm run screenshots: renders the landing carousel's screenshots, the landing page's hero and the
 * site's sharing image from their sources.
 *
 * Every entry of content/data/screenshots.json ("images/screenshots/<name>.png") has its source beside
 * it, content/data/images/screenshots/sources/<name>.html: one 480 x 320 slide (docs/spec/SITE-SPEC.md
 * §9), taken in Debian's Chromium (scripts/chromium.json) at twice that size, as the carousel's 2x
 * rendition needs, and written over the committed PNG. The hero, content/data/images/app-hero.png, comes
 * from sources/app-hero.html (600 x 400, which frames two of the slides), at twice that size too, on a
 * transparent background: the page's light or dark hero shows through it. The sharing image,
 * static/og-image.png (every page's but the articles', which draw their own: src/social-images/), comes
 * from sources/og-image.html at 1200 x 630, as sharing images are shown, at its own size.
 *
 *   npm run screenshots                  render all eight
 *   npm run screenshots -- menu-bar      render the ones named
 *   npm run screenshots -- --check       render to a temporary folder and say which committed PNG differs
 *
 * Nothing in a source depends on the date, the clock, the network or chance, and the font comes from
 * node_modules (@fontsource-variable/inter), so the same sources give the same bytes in the same Chromium.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { chromium } from "@playwright/test"
import sharp from "sharp"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const data = path.join(root, "content/data")
const sources = path.join(data, "images/screenshots/sources")
/** docs/spec/SITE-SPEC.md §9: each slide is 480 by 320; the committed PNG is its 2x rendition. */
const SLIDE = { width: 480, height: 320 }
/** The hero's picture, 1200 x 800 as before it had a source: src/pages/index.tsx cuts it down to 480 to 1200 wide. */
const HERO = {
  name: "app-hero",
  png: path.join(data, "images/app-hero.png"),
  size: { width: 600, height: 400 },
  transparent: true,
  scale: 2,
  palette: true,
}
/** The sharing image of every page but the articles: 1200 x 630, what Facebook, LinkedIn and X show large. */
const SHARING = {
  name: "og-image",
  png: path.join(root, "static/og-image.png"),
  size: { width: 1200, height: 630 },
  transparent: false,
  scale: 1,
  palette: true,
}
const SCALE = 2

const browserConfig = JSON.parse(fs.readFileSync(path.join(root, "scripts/chromium.json"), "utf8"))

/** @typedef {{ name: string, png: string, html: string, size: { width: number, height: number }, transparent: boolean, scale: number, palette?: boolean }} Shot */

/** @returns {Shot[]} */
function screenshots() {
  /** @type {{ src: string }[]} */
  const entries = JSON.parse(fs.readFileSync(path.join(data, "screenshots.json"), "utf8"))
  return entries.map(({ src }) => {
    const match = /^images\/screenshots\/([a-z0-9-]+)\.png$/.exec(src)
    if (!match)
      throw new Error(`content/data/screenshots.json: "${src}" is not images/screenshots/<name>.png, so it has no source to render`)
    const name = match[1]
    const html = path.join(sources, `${name}.html`)
    if (!fs.existsSync(html)) throw new Error(`${src} has no source: ${path.relative(root, html)} is missing`)
    return { name, png: path.join(data, src), html, size: SLIDE, transparent: false, scale: SCALE }
  })
}

/** The hero or the sharing image, with its source. @returns {Shot} */
function framed(/** @type {Omit<Shot, "html">} */ shot) {
  const html = path.join(sources, `${shot.name}.html`)
  if (!fs.existsSync(html)) throw new Error(`${path.relative(root, shot.png)} has no source: ${path.relative(root, html)} is missing`)
  return { ...shot, html }
}

/** A PNG's width and height, from its header. */
function pngSize(/** @type {Buffer} */ bytes) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Whether the four corner pixels of a PNG are fully transparent. */
async function cornersClear(/** @type {Buffer} */ bytes) {
  const { data: pixels, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const alpha = (/** @type {number} */ x, /** @type {number} */ y) => pixels[(y * info.width + x) * info.channels + 3]
  const [right, bottom] = [info.width - 1, info.height - 1]
  return [alpha(0, 0), alpha(right, 0), alpha(0, bottom), alpha(right, bottom)].every((value) => value === 0)
}

const args = process.argv.slice(2)
const check = args.includes("--check")
const names = args.filter((arg) => !arg.startsWith("--"))
const all = [...screenshots(), framed(HERO), framed(SHARING)]
const unknown = names.filter((name) => !all.some((shot) => shot.name === name))
if (unknown.length > 0) throw new Error(`No screenshot named ${unknown.join(", ")} (known: ${all.map((shot) => shot.name).join(", ")})`)
const chosen = names.length > 0 ? all.filter((shot) => names.includes(shot.name)) : all
const outDir = check ? fs.mkdtempSync(path.join(os.tmpdir(), "screenshots-")) : null

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? browserConfig.path,
  args: [...browserConfig.args, "--font-render-hinting=none", "--force-color-profile=srgb"],
})
/** @type {string[]} */
const differing = []
try {
  /** One page per scale (the slides and the hero at 2x, the sharing image at 1x), each made when first needed. */
  /** @type {Map<number, { page: import("@playwright/test").Page, errors: string[] }>} */
  const pages = new Map()
  const pageAt = async (/** @type {number} */ scale) => {
    const made = pages.get(scale)
    if (made) return made
    const context = await browser.newContext({
      viewport: SLIDE,
      deviceScaleFactor: scale,
      // A source sets its own light or dark look (class="dark"); these keep anything else from varying.
      colorScheme: "light",
      reducedMotion: "reduce",
      locale: "en-US",
      timezoneId: "UTC",
      offline: true,
    })
    const page = await context.newPage()
    /** @type {string[]} */
    const errors = []
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    page.on("requestfailed", (request) => errors.push(`${request.url()} did not load`))
    pages.set(scale, { page, errors })
    return { page, errors }
  }

  for (const shot of chosen) {
    const { page, errors } = await pageAt(shot.scale)
    await page.setViewportSize(shot.size)
    // "load" waits for the pages a source frames (the hero's) as well as its own files.
    await page.goto(pathToFileURL(shot.html).href, { waitUntil: "load" })
    for (const frame of page.frames())
      await frame.evaluate(async () => {
        await document.fonts.load('400 12px "Inter Variable"')
        await document.fonts.ready
        await Promise.all([...document.images].map((image) => image.decode()))
      })
    if (errors.length > 0) throw new Error(`${path.relative(root, shot.html)}: ${errors.join("; ")}`)
    const size = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }))
    if (size.width !== shot.size.width || size.height !== shot.size.height)
      throw new Error(`${path.relative(root, shot.html)} is ${size.width} x ${size.height}, not ${shot.size.width} x ${shot.size.height}`)

    const shotBytes = await page.screenshot({
      type: "png",
      animations: "disabled",
      caret: "hide",
      scale: "device",
      omitBackground: shot.transparent,
    })
    // The hero is the landing page's largest paint, and the sharing image is fetched by every site a page
    // is shared on: a 256-colour palette (libimagequant, through sharp, dithered so the gradients don't
    // band) keeps each near a quarter of the full-colour PNG, and the hero's renditions smaller too.
    const bytes = shot.palette
      ? await sharp(shotBytes).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9, dither: 1 }).toBuffer()
      : shotBytes
    const { width, height } = pngSize(bytes)
    if (width !== shot.size.width * shot.scale || height !== shot.size.height * shot.scale)
      throw new Error(`${shot.name}: rendered ${width} x ${height}`)
    // The hero's corners are empty: a source that paints a background would put a box on the page.
    if (shot.transparent && !(await cornersClear(bytes))) {
      const rejected = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "screenshots-")), `${shot.name}.png`)
      fs.writeFileSync(rejected, bytes)
      throw new Error(
        `${path.relative(root, shot.html)}: the corners are not transparent; does the page paint a background? (render in ${rejected})`,
      )
    }

    const target = outDir ? path.join(outDir, `${shot.name}.png`) : shot.png
    fs.writeFileSync(target, bytes)
    const same = fs.existsSync(shot.png) && fs.readFileSync(shot.png).equals(bytes)
    if (check && !same) differing.push(shot.name)
    console.log(
      `${path.relative(root, check ? shot.html : shot.png)}: ${width} x ${height}, ${Math.round(bytes.length / 1024)} KB${check ? (same ? ", same" : ", differs") : ""}`,
    )
  }
} finally {
  await browser.close()
}

if (check) {
  console.log(
    differing.length === 0
      ? "Every screenshot matches its source."
      : `Differ from their sources: ${differing.join(", ")} (renders in ${outDir})`,
  )
  process.exitCode = differing.length === 0 ? 0 : 1
}
