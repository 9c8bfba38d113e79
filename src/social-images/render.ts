/**
 * Each post's and help article's sharing image, made when a page's query asks for it (the
 * `socialImage` field, src/gatsby-node/resolvers.ts) and kept: an image is drawn once for its words
 * (./card.ts), in .cache/social-images/ under a digest of what it shows and how it is drawn, and a
 * build that keeps its cache only copies it to public/social/<blog|help>/<slug>.jpg. The address a
 * page gives carries that digest (?v=...), so a changed title is fetched anew by whoever shared the old.
 * Every image is checked for its size before a page names it. docs/editing.md#sharing-images.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { site } from "../config/site"
import { CARD, cardSvg } from "./card"
import { SOCIAL_IMAGES_DIR } from "./folder"

/** Change it when the drawing changes (./card.ts, ./text-paths.ts, the fonts): every image is drawn anew. */
const DRAWING = "2"

export type SocialImage = { kind: "blog" | "help"; slug: string; title: string; section: string }

const cacheDir = () => path.join(process.cwd(), ".cache", "social-images")
const publicDir = () => path.join(process.cwd(), "public", SOCIAL_IMAGES_DIR)

/** Images being drawn, by digest: two queries asking for the same one wait for one drawing. */
const drawing = new Map<string, Promise<string>>()

/** Draws the card and keeps it in the cache under its digest; gives the cached file. */
async function drawn(digest: string, image: SocialImage): Promise<string> {
  const file = path.join(cacheDir(), `${digest}.jpg`)
  if (fs.existsSync(file)) return file
  // JPEG: the teal gradient needs no palette (a PNG of it is twice the size, or bands); full-resolution
  // colour keeps the words' edges clean, at about 85 KB. libjpeg with optimised coding, not mozjpeg:
  // mozjpeg saves a sixth of the bytes for ten times the time (15 ms against 150 an image, measured).
  const bytes = await sharp(Buffer.from(cardSvg(image)))
    .jpeg({ quality: 85, chromaSubsampling: "4:4:4", optimiseCoding: true })
    .toBuffer()
  const { width, height } = await sharp(bytes).metadata()
  if (width !== CARD.width || height !== CARD.height) {
    throw new Error(`The sharing image of ${image.kind}/${image.slug} came out ${width} x ${height}, not ${CARD.width} x ${CARD.height}`)
  }
  fs.mkdirSync(cacheDir(), { recursive: true })
  // Written under another name first: a build stopped halfway leaves no half file under the digest.
  fs.writeFileSync(`${file}.tmp`, bytes)
  fs.renameSync(`${file}.tmp`, file)
  return file
}

/** The article's sharing image in public/, drawn or taken from the cache; gives its address on the site. */
export async function socialImage(image: SocialImage): Promise<string> {
  // What the card shows: the article's words and the site's own (./card.ts).
  const shown = [DRAWING, image, site.productName, site.tagline, site.siteUrl]
  const digest = crypto.createHash("sha256").update(JSON.stringify(shown)).digest("hex").slice(0, 16)
  let cached = drawing.get(digest)
  if (!cached) {
    cached = drawn(digest, image)
    drawing.set(digest, cached)
  }
  const source = await cached
  const target = path.join(publicDir(), image.kind, `${image.slug}.jpg`)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.copyFileSync(source, target)
  return `/${SOCIAL_IMAGES_DIR}/${image.kind}/${image.slug}.jpg?v=${digest.slice(0, 8)}`
}
