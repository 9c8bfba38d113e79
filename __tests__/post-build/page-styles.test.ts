/**
 * Each page's own styles (src/post-build/page-styles.ts): a page keeps the rules that what it holds
 * can match (its HTML, its islands' code), in every condition, with what those rules use; a state
 * reached after the page is sent never removes a rule. The browser shows the same for every island's
 * states against the real build (e2e/island-styles.spec.ts).
 */
import os from "os"
import { pruneStylesheet, stylesheetReader, withOwnStyles } from "../../src/post-build/page-styles"

const STYLESHEET = [
  ":root{--c-text:#111;--c-brand:var(--c-teal);--c-teal:#0f766e;--c-unused:#f00;--c-chain:var(--c-unused-too);--c-unused-too:1px}",
  "@media (prefers-color-scheme:dark){:root{--c-text:#eee}}",
  "@layer base,ui;",
  "@layer base{html{color:var(--c-text)}a:hover{color:var(--c-brand)}table{border:0}}",
  ".card-module--card--0a1b2{padding:1rem}",
  ".card-module--card--0a1b2:focus-within,.other-module--gone--99999{outline:1px solid}",
  ".form-module--field--1c2d3[aria-invalid=true]{border-color:red}",
  ".form-module--sent--2d3e4{animation:form-module--pop--3e4f5 .2s}",
  "@keyframes form-module--pop--3e4f5{0%{opacity:0}to{opacity:1}}",
  "@keyframes form-module--unused--4f5a6{0%{opacity:0}}",
  "@media print{.card-module--card--0a1b2{box-shadow:none}.print-only{display:block}}",
  "@media (prefers-reduced-motion:reduce){.form-module--sent--2d3e4{animation:none}}",
  "@media (min-width:48rem){.card-module--card--0a1b2 .card-module--title--5a6b7::before{content:'›'}}",
  ":is(.card-module--card--0a1b2,.nowhere) p{margin:0}",
  ":is(.nowhere,.nor-here) p{margin:1px}",
  "@font-face{font-family:Kept Face;src:url(/k.woff2)}",
  "@font-face{font-family:Gone Face;src:url(/g.woff2)}",
  ".card-module--title--5a6b7{font-family:'Kept Face',sans-serif}",
].join("")

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><style data-href="/styles.0123.css" data-identity="gatsby-global-css">${STYLESHEET}</style></head><body>${body}</body></html>`

const CARD = '<div class="card-module--card--0a1b2"><h2 class="card-module--title--5a6b7">Title</h2><p>Text <a href="/">home</a></p></div>'

const styleOf = (html: string) => /<style data-href="[^"]*"[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]

describe("a page's own styles", () => {
  const own = styleOf(withOwnStyles(page(CARD), [], () => STYLESHEET))

  it("keeps the rules its HTML can match, in every condition, with their states", () => {
    expect(own).toContain("html{color:var(--c-text)}")
    expect(own).toContain("a:hover{color:var(--c-brand)}")
    expect(own).toContain(".card-module--card--0a1b2{padding:1rem}")
    expect(own).toContain("@media print{.card-module--card--0a1b2{box-shadow:none}}")
    expect(own).toContain("@media (min-width:48rem){.card-module--card--0a1b2 .card-module--title--5a6b7::before{content:'›'}}")
    expect(own).toContain("@media (prefers-color-scheme:dark){:root{--c-text:#eee}}")
    expect(own).toContain(":is(.card-module--card--0a1b2,.nowhere) p{margin:0}")
    expect(own).toContain("@layer base,ui;")
  })

  it("keeps the name of the whole stylesheet it was cut from, and drops the mark only Gatsby's runtime reads", () => {
    const html = withOwnStyles(page(CARD), [], () => STYLESHEET)
    expect(html).toContain('<style data-href="/styles.0123.css">')
    expect(html).not.toContain("data-identity")
  })

  it("drops the rules, and the selectors of a list, that nothing on the page can match", () => {
    expect(own).not.toMatch(/table|print-only|form-module|nor-here|other-module/)
    expect(own).toContain(".card-module--card--0a1b2:focus-within{outline:1px solid}")
  })

  it("keeps the custom properties, fonts and animations the kept rules use, and no others", () => {
    expect(own).toContain("--c-brand:var(--c-teal)")
    expect(own).toContain("--c-teal:#0f766e")
    expect(own).not.toMatch(/--c-unused|--c-chain/)
    expect(own).toContain("font-family:Kept Face")
    expect(own).not.toContain("Gone Face")
  })

  it("keeps what the page's islands can write, in the states they reach after waking: invalid, sent, with reduced motion", () => {
    const island = ["form-module--field--1c2d3", "form-module--sent--2d3e4"]
    const withIsland = styleOf(withOwnStyles(page(CARD), island, () => STYLESHEET))
    expect(withIsland).toContain(".form-module--field--1c2d3[aria-invalid=true]{border-color:red}")
    expect(withIsland).toContain(".form-module--sent--2d3e4{animation:form-module--pop--3e4f5 .2s}")
    expect(withIsland).toContain("@keyframes form-module--pop--3e4f5")
    expect(withIsland).not.toContain("form-module--unused--4f5a6")
    expect(withIsland).toContain("@media (prefers-reduced-motion:reduce){.form-module--sent--2d3e4{animation:none}}")
  })

  it("prunes from the whole stylesheet, never from what the page has left: a page finished again gets back what its islands now write", () => {
    const once = withOwnStyles(page(CARD), [], () => STYLESHEET)
    const again = withOwnStyles(once, ["form-module--field--1c2d3"], () => STYLESHEET)
    expect(styleOf(again)).toContain(".form-module--field--1c2d3[aria-invalid=true]")
    expect(withOwnStyles(once, [], () => STYLESHEET)).toBe(once)
  })

  it("leaves a page without Gatsby's stylesheet as it is, and a stylesheet with nothing to match empty", () => {
    const plain = `<html><head><style>body{color:red}</style></head><body></body></html>`
    expect(withOwnStyles(plain, [], () => STYLESHEET)).toBe(plain)
    expect(pruneStylesheet(".a{color:red}@media print{.b{color:blue}}", new Set())).toBe("")
  })

  it("stops the build when the stylesheet a page names is not in public/ (docs/upgrade-surface.md)", () => {
    expect(() => withOwnStyles(page(CARD), [], stylesheetReader(os.tmpdir()))).toThrow(
      /its inlined stylesheet names \/styles.0123.css, which is not in public\//,
    )
  })
})
