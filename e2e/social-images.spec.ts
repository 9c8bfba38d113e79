/**
 * What a shared link to an article shows (docs/editing.md#sharing-images): every post and help article
 * of the build names a sharing image of its own, and the build wrote it into public/ at 1200 x 630. The
 * other pages share static/og-image.png, which `npm run screenshots` draws from its source. Read from
 * the built files, in no browser.
 */
import fs from "node:fs"
import path from "node:path"
import { postPath } from "../src/lib/blog-paths"
import { site } from "../src/config/site"
import { HELP_ARTICLES, PAGES, SLUGS, builtHtml } from "./support/built-site"
import { expect, test } from "./support/test"

const PUBLIC = path.resolve(process.env.E2E_PUBLIC ?? "public")
const ARTICLES = [...SLUGS.map(postPath), ...HELP_ARTICLES]

/** A page's og:image, as the address of a file of the built site. */
const sharingImage = (page: string) => {
  const address = /<meta[^>]*property="og:image"[^>]*content="([^"]+)"/.exec(builtHtml(page))?.[1] ?? ""
  expect(address.startsWith(`${site.siteUrl}/`), `${page} shares ${address}`).toBe(true)
  return new URL(address).pathname
}

/** A JPEG's or a PNG's width and height, from its header (a JPEG's first start-of-frame segment). */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes.readUInt16BE(at)
    if (marker >= 0xffc0 && marker <= 0xffc3) return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) }
  }
  return { width: 0, height: 0 }
}

test("every post and help article is shared with an image of its own, in public/ at 1200 x 630", () => {
  expect(ARTICLES.length).toBeGreaterThan(0)
  const images = ARTICLES.map((page) => ({ page, image: sharingImage(page) }))
  const problems = images.flatMap(({ page, image }) => {
    const file = path.join(PUBLIC, image)
    if (!fs.existsSync(file)) return [`${page}: ${image} is not in the build`]
    const { width, height } = imageSize(fs.readFileSync(file))
    return width === 1200 && height === 630 ? [] : [`${page}: ${image} is ${width} x ${height}`]
  })
  expect(problems).toEqual([])
  expect(new Set(images.map(({ image }) => image)).size).toBe(ARTICLES.length)
})

test("the other pages share the site's image, 1200 x 630", () => {
  for (const page of PAGES) {
    expect(sharingImage(page), page).toBe(site.socialImage)
  }
  expect(imageSize(fs.readFileSync(path.join(PUBLIC, site.socialImage)))).toEqual({ width: 1200, height: 630 })
})
