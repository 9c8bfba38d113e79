/**
 * What a built page's policy allows: the inline scripts the site wrote, by hash, and its styles;
 * and what stops the build because no page may carry it (src/post-build/inline-sources.ts,
 * page-safety.ts). The pages are parsed as a browser parses them.
 */
import { inlineSources } from "../../src/post-build/inline-sources"

// SHA-256 of the empty string and of "alert(1)", as any CSP hash calculator gives them.
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"

const KNOWN = new Map([["alert(1)", "the test's own script"]])
const page = (body: string, head = "") => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`
const sources = (html: string, path = "/pricing") => inlineSources(html, path, KNOWN)

describe("the inline code a page's policy allows", () => {
  it("hashes the scripts the site wrote, style elements and style attributes, as a browser reads them", () => {
    const found = sources(
      page(
        `<div style="">x</div><noscript><style>.a{}</style><img alt="" style="color:red"></noscript>`,
        "<style></style><script>alert(1)</script>",
      ),
    )
    expect(found.scripts).toEqual([ALERT])
    expect(found.styles).toEqual([EMPTY])
    expect(found.styleAttributes).toEqual([EMPTY])
  })

  it("hashes a style attribute's decoded value", () => {
    expect(sources(page(`<p style="a&quot;b">`)).styleAttributes).toEqual(sources(page(`<p style='a"b'>`)).styleAttributes)
  })

  it("lists no hash for a JSON-LD data block, which never runs", () => {
    expect(sources(page("", '<script type="application/ld+json">{"name":"Respite \\u003c3"}</script>')).scripts).toEqual([])
  })
})

describe("what stops the build, naming what was found", () => {
  it.each([
    [
      "an inline script the site did not write",
      page("<script>alert(2)</script>"),
      /an inline script the site did not write .*"<script>alert\(2\)<\/script>"/,
    ],
    [
      "a data block that came undone (a title closed it)",
      page("", '<script type="application/ld+json">{"headline":"Hi </script><script>alert(1)</script>'),
      /a JSON-LD data block that is not JSON/,
    ],
    ["a script of another type", page('<script type="text/x-template">x</script>'), /a script of an unknown type/],
    ["a script from an address", page('<script src="https://elsewhere.example/x.js"></script>'), /a script from an address/],
    ["a script inside an SVG", page("<svg><script>alert(2)</script></svg>"), /an inline script the site did not write/],
    [
      "an event-handler attribute",
      page('<img src="/x.png" alt="" onerror="alert(1)">'),
      /an event-handler attribute \(onerror\).*"<img src/,
    ],
    ["a javascript: link", page('<a href=" JaVa&#x09;script:alert(1)">x</a>'), /a javascript: address \(href\)/],
    [
      "a javascript: address an SVG animation sets",
      page('<svg><a><animate attributeName="href" to="javascript:alert(1)"/></a></svg>'),
      /a javascript: address \(to\)/,
    ],
    ["a refresh", page("", '<meta http-equiv="refresh" content="0;url=https://elsewhere.example">'), /a <meta http-equiv="refresh">/],
    ["a <base>", page("", '<base href="https://elsewhere.example/">'), /a <base> element/],
    ["an <iframe>", page('<iframe src="https://elsewhere.example"></iframe>'), /a <iframe> element/],
    ["an <object>", page('<object data="/x.swf"></object>'), /a <object> element/],
    ["an <embed>", page('<embed src="/x.swf">'), /an? <embed> element/],
    [
      "a form posting elsewhere",
      page('<form method="post" action="https://elsewhere.example/collect"></form>'),
      /a form that posts to another site/,
    ],
    [
      "a button posting elsewhere",
      page('<form method="post"><button formaction="//elsewhere.example/">Go</button></form>'),
      /a form that posts to another site/,
    ],
    [
      "an <iframe> shown with JavaScript off",
      page('<noscript><iframe src="https://elsewhere.example"></iframe></noscript>'),
      /a <iframe> element \(read with JavaScript off\)/,
    ],
  ])("%s", (_what, html, message) => {
    expect(() => sources(html)).toThrow(message)
  })

  it("lets the site's own forms and links be", () => {
    const html = page(
      '<form role="search" action="/search" method="get"></form><form method="post"></form>' +
        '<a href="https://respite.app/pricing">x</a><a href="mailto:hello@respite.app">y</a><a href="/help">z</a>',
      '<meta http-equiv="x-ua-compatible" content="ie=edge"/>',
    )
    expect(() => sources(html)).not.toThrow()
  })
})
