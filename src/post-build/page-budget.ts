/**
 * Each page's bytes before its first paint: its HTML with brotli, at most the budget of
 * scripts/budgets.json (`html`: 14 KB, `/` 16 KB), what fits the first round trip of a new
 * connection (docs/performance.md#each-pages-own-styles). A page over it stops the build, naming
 * its largest parts, so the change that made it grow is found where it was made.
 */
import zlib from "zlib"
import budgets from "../../scripts/budgets.json"

const KB = 1024

/** The brotli bytes of `text`, at the quality a host precompresses with (and Cloudflare's largest). */
export const brotliBytes = (text: string | Buffer, quality = 11) =>
  zlib.brotliCompressSync(text, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  }).length

/**
 * A quality far quicker than 11, at which a page is never smaller than at 11 (what it costs and how
 * much larger it is: docs/performance.md#each-pages-own-styles). Every build counts every page it
 * writes, so a page that fits its budget here fits at 11, and only a page near or over its budget
 * costs the slow count. That 11 is never larger is brotli's, not ours:
 * __tests__/post-build/page-budget.test.tsx fails, naming it, if a version of zlib breaks it.
 */
export const QUICK_QUALITY = 5

/** A page's budget in bytes, brotli: its own, or every page's. */
export const pageBudget = (pagePath: string): number =>
  ((budgets.html.pages as Record<string, number>)[pagePath] ?? budgets.html.brotliKB) * KB

/** The parts of a page, each named as a reader finds it: each inline style and script, the rest of the head, each part of the body. */
export function pageParts(html: string): Array<{ part: string; text: string }> {
  const parts: Array<{ part: string; text: string }> = []
  let rest = html
  const take = (pattern: RegExp, name: (match: RegExpExecArray) => string) => {
    rest = rest.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray
      parts.push({ part: name(match), text: match[0] })
      return ""
    })
  }
  take(/<style[^>]*>[\s\S]*?<\/style>/g, () => "the inline styles")
  take(/<script([^>]*)>[\s\S]*?<\/script>/g, (match) => {
    const id = /\sid="([^"]+)"/.exec(match[1])?.[1]
    const type = /\stype="([^"]+)"/.exec(match[1])?.[1]
    return `the inline script${id ? ` #${id}` : type ? ` (${type})` : ""}`
  })
  take(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, () => "the policy <meta>")
  take(/<svg[\s\S]*?<\/svg>/g, () => "the inline SVGs")
  take(/<(header|main|footer|nav|aside)\b[\s\S]*?<\/\1>/g, (match) => `the <${match[1]}>`)
  parts.push({ part: "the rest", text: rest })
  return parts
}

/** Throws when the page's HTML is over its budget with brotli, naming its five largest parts. */
export function checkPageBudget(html: string, pagePath: string): void {
  const budget = pageBudget(pagePath)
  if (brotliBytes(html, QUICK_QUALITY) <= budget) return
  const bytes = brotliBytes(html)
  if (bytes <= budget) return
  // The parts of one name are compressed together, as they are in the page (51 icons share their words).
  const byPart = new Map<string, string>()
  for (const { part, text } of pageParts(html)) byPart.set(part, (byPart.get(part) ?? "") + text)
  const largest = [...byPart]
    .map(([part, text]) => [part, brotliBytes(text)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([part, size]) => `${part} ${size.toLocaleString("en")} B`)
  throw new Error(
    `its HTML is ${bytes.toLocaleString("en")} bytes with brotli, over its budget of ${budget.toLocaleString("en")} ` +
      `(scripts/budgets.json, html); its largest parts, compressed alone: ${largest.join(", ")}`,
  )
}
