/**
 * Each page's own styles (docs/performance.md#each-pages-own-styles): Gatsby inlines the whole
 * stylesheet of the site into every page (`<style data-href="/styles.<hash>.css">`, 48 KB); a page
 * keeps the rules that something it holds can match, and the rest leave it.
 *
 * What a page holds is every word of its HTML (its markup, its inline scripts) and every word of the
 * code of the islands it holds (./island-bundles.ts, `words`: the class names, tags and attributes an
 * island's code can write, its CSS Modules' classes, the modules it loads later). A rule is kept when
 * each part of one of its selectors names only words of these: a selector's classes, ids and tags
 * must all be there; its states (`:hover`, `[aria-invalid="true"]`, `[data-mode]`, `[open]`,
 * `::before`, `:not(...)`) are never what removes a rule, since a visitor or an island reaches them
 * after the page is sent. So a state an island reaches after it wakes (invalid, sending, sent,
 * failed, copied, zoomed, results, none) keeps its rules from the island's own code, with no list
 * of states to keep in step; the island-state test shows it in the browser (e2e/island-styles.spec.ts).
 *
 * Every condition stays as written: a kept rule keeps its `@media` (dark, reduced motion, print, any
 * width, scripting), `@supports` and `@layer` around it, and the `@keyframes`, `@font-face` and
 * custom properties the kept rules use stay with them.
 *
 * The whole stylesheet is read from its file (the `data-href` Gatsby writes), never from the page:
 * a page finished again (new islands, new finishing code) is pruned from the whole, not from what an
 * earlier prune left.
 */
import fs from "fs"
import path from "path"
import postcss, { type AtRule, type Container, type Root } from "postcss"
import selectorParser from "postcss-selector-parser"

/** Gatsby's inlined stylesheet: the whole of its file, named by data-href (docs/upgrade-surface.md). */
const GATSBY_STYLE = /(<style data-href="([^"]+)"[^>]*>)([\s\S]*?)(<\/style>)/g
const GATSBY_IDENTITY = / data-identity="gatsby-global-css"/
const ANY_STYLE = /<style[^>]*>[\s\S]*?<\/style>/g

/** The words of a text: what a class, an id, a tag, a custom property or an animation can be named. */
export const wordsOf = (text: string): string[] => text.match(/-{0,2}[A-Za-z_][\w-]*/g) ?? []

/** The words a page holds: everything in its HTML but its stylesheets. */
export const pageWords = (html: string): Set<string> => new Set(wordsOf(html.replace(ANY_STYLE, " ")))

type Selector = selectorParser.Selector

/** Whether a compound part of a selector (no combinator) can match an element named by `words`. */
function partCanMatch(nodes: selectorParser.Node[], words: ReadonlySet<string>): boolean {
  return nodes.every((node) => {
    switch (node.type) {
      case "tag":
        return node.value === "*" || words.has(node.value) || words.has(node.value.toLowerCase())
      case "class":
      case "id":
        return words.has(node.value)
      case "pseudo":
        // :is() and :where() match what one of their selectors matches; every other pseudo-class or
        // element (:not, :has, :hover, ::before) is a state or a part of what the rest matches.
        return [":is", ":where", ":matches", ":-webkit-any"].includes(node.value.toLowerCase())
          ? node.nodes.some((inner) => selectorCanMatch(inner, words))
          : true
      default:
        return true
    }
  })
}

function selectorCanMatch(selector: Selector, words: ReadonlySet<string>): boolean {
  let part: selectorParser.Node[] = []
  for (const node of selector.nodes) {
    if (node.type === "combinator") {
      if (!partCanMatch(part, words)) return false
      part = []
    } else part.push(node)
  }
  return partCanMatch(part, words)
}

const parsedSelectors = new Map<string, Selector[]>()
/** The selectors of a rule's selector list, parsed once for every page. */
function selectorsOf(selectorList: string): Selector[] {
  let parsed = parsedSelectors.get(selectorList)
  if (!parsed) {
    parsed = selectorParser().astSync(selectorList).nodes
    parsedSelectors.set(selectorList, parsed)
  }
  return parsed
}

const KEYFRAMES = /^(-\w+-)?keyframes$/i
const CUSTOM_PROPERTY_USE = /var\(\s*(--[\w-]+)/g

/** Removes the containers that a prune left empty, inside out. */
function removeEmpty(container: Container) {
  container.each((node) => {
    if (node.type === "atrule" && node.nodes) {
      removeEmpty(node)
      if (node.nodes.length === 0) node.remove()
    }
  })
}

/** `root`, in place, with the rules and the selectors `words` cannot match taken out. */
function pruneRules(root: Root, words: ReadonlySet<string>) {
  root.walkRules((rule) => {
    const parent = rule.parent as AtRule | undefined
    if (parent?.type === "atrule" && KEYFRAMES.test(parent.name)) return
    const selectors = selectorsOf(rule.selector)
    const kept = selectors.filter((selector) => selectorCanMatch(selector, words))
    if (kept.length === 0) rule.remove()
    else if (kept.length < selectors.length) rule.selector = kept.map((selector) => selector.toString().trim()).join(",")
  })
  removeEmpty(root)
}

/** What the kept declarations use: custom properties (with what they use in turn), animations, font families. */
function pruneDefinitions(root: Root, words: ReadonlySet<string>) {
  const customs: postcss.Declaration[] = []
  const used = new Set([...words].filter((word) => word.startsWith("--")))
  const usedWords = new Set<string>()
  root.walkDecls((decl) => {
    if (decl.parent?.type === "atrule") return
    if (decl.prop.startsWith("--")) customs.push(decl)
    else {
      for (const [, name] of decl.value.matchAll(CUSTOM_PROPERTY_USE)) used.add(name)
      for (const word of wordsOf(decl.value)) usedWords.add(word)
    }
  })
  // Custom properties used by used custom properties, until nothing more is found.
  for (let grew = true; grew;) {
    grew = false
    for (const decl of customs) {
      if (!used.has(decl.prop)) continue
      for (const [, name] of decl.value.matchAll(CUSTOM_PROPERTY_USE)) {
        if (!used.has(name)) {
          used.add(name)
          grew = true
        }
      }
    }
  }
  for (const decl of customs) {
    if (used.has(decl.prop)) for (const word of wordsOf(decl.value)) usedWords.add(word)
    else decl.remove()
  }
  root.walkAtRules((atRule) => {
    if (KEYFRAMES.test(atRule.name) && !usedWords.has(atRule.params.trim())) atRule.remove()
    if (atRule.name.toLowerCase() === "property" && !used.has(atRule.params.trim())) atRule.remove()
    if (atRule.name.toLowerCase() === "font-face") {
      let family = ""
      atRule.walkDecls("font-family", (decl) => void (family = decl.value.replace(/^["']|["']$/g, "")))
      if (!wordsOf(family).every((word) => usedWords.has(word))) atRule.remove()
    }
  })
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
  removeEmpty(root)
}

const parsedSheets = new Map<string, Root>()

/** The rules of `css` that an element named by `words` can match, with what they use. */
export function pruneStylesheet(css: string, words: ReadonlySet<string>): string {
  let whole = parsedSheets.get(css)
  if (!whole) {
    whole = postcss.parse(css)
    parsedSheets.clear()
    parsedSheets.set(css, whole)
  }
  const root = whole.clone()
  pruneRules(root, words)
  pruneDefinitions(root, words)
  return root.toString()
}

/** Reads the whole stylesheet a page's `<style data-href>` names, from `publicDir` (once per build). */
export function stylesheetReader(publicDir: string): (href: string) => string {
  const read = new Map<string, string>()
  return (href) => {
    let css = read.get(href)
    if (css === undefined) {
      const file = path.join(publicDir, path.normalize(href).replace(/^(\.\.[/\\])+/, ""))
      if (!fs.existsSync(file)) {
        throw new Error(
          `its inlined stylesheet names ${href}, which is not in public/: Gatsby's browser build writes the whole ` +
            "stylesheet there, and each page's styles are taken from it (src/post-build/page-styles.ts, docs/upgrade-surface.md)",
        )
      }
      css = fs.readFileSync(file, "utf8")
      read.set(href, css)
    }
    return css
  }
}

/** The page with Gatsby's inlined stylesheet whole, as its file has it. */
export const withWholeStylesheet = (html: string, stylesheet: (href: string) => string): string =>
  html.replace(GATSBY_STYLE, (_, open: string, href: string, _css: string, close: string) => `${open}${stylesheet(href)}${close}`)

/**
 * The page with Gatsby's inlined stylesheet cut to the rules it can match: what its HTML names,
 * and what the islands it holds can write (`islandWords`). Idempotent: the whole stylesheet comes
 * from `stylesheet`, not from the page.
 */
export function withOwnStyles(html: string, islandWords: Iterable<string>, stylesheet: (href: string) => string): string {
  if (!html.includes("<style data-href=")) return html
  const words = pageWords(html)
  for (const word of islandWords) words.add(word)
  return html.replace(
    GATSBY_STYLE,
    // Gatsby's runtime finds its stylesheet by data-identity; no page carries that runtime (./islands.ts).
    (_, open: string, href: string, _css: string, close: string) =>
      `${open.replace(GATSBY_IDENTITY, "")}${pruneStylesheet(stylesheet(href), words)}${close}`,
  )
}
