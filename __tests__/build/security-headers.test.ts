import { inlineSources } from "../../src/build/inline-sources"
import { HOST_LIMITS, contentSecurityPolicy, cspDirectives, headerRules, toHeadersFile, toNginxConf, type Page } from "../../src/build/security-headers"
import { site } from "../../src/config/site"

// SHA-256 of the empty string and of "alert(1)", as any CSP hash calculator gives them.
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"

const page = (path: string, html = ""): Page => ({ path, sources: inlineSources(html) })
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? []

const apiOrigin = new URL(site.apiUrl).origin
const legalOrigin = new URL(site.legalWidget.scriptUrl).origin
const legalPages = site.legalWidget.pages as readonly string[]
const PAGES = ["/", "/404", "/404.html", "/blog", "/blog/digital-eye-strain", "/pricing", ...legalPages].map((path) => page(path))

describe("inline sources of a built page", () => {
  it("hashes inline scripts, style elements and style attributes, as a browser checks them", () => {
    const sources = inlineSources(
      `<html><head><style></style><script>alert(1)</script><script src="/app.js"></script></head>` +
        `<body><div style="">x</div><noscript><style>.a{}</style><img style="color:red"></noscript></body></html>`,
    )
    expect(sources.scripts).toEqual([ALERT])
    expect(sources.styles).toEqual([EMPTY])
    expect(sources.styleAttributes).toEqual([EMPTY])
  })

  it("hashes a style attribute's decoded value", () => {
    expect(inlineSources(`<p style="a&quot;b">`).styleAttributes).toEqual(inlineSources(`<p style='a"b'>`).styleAttributes)
  })
})

describe("the Content-Security-Policy of each page", () => {
  const withCode = page("/pricing", `<script>alert(1)</script><style></style><p style="">`)
  const policy = contentSecurityPolicy(withCode)

  it("allows inline code by hash only: no 'unsafe-inline' or 'unsafe-eval' anywhere", () => {
    for (const each of [...PAGES, withCode]) {
      expect(contentSecurityPolicy(each)).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
    }
    expect(directive(policy, "script-src")).toEqual(["'self'", ALERT])
    expect(directive(policy, "style-src")).toEqual(["'self'", EMPTY, "'unsafe-hashes'", EMPTY])
  })

  it("needs no 'unsafe-hashes' on a page without style attributes", () => {
    expect(contentSecurityPolicy(page("/", "<style></style>"))).not.toContain("'unsafe-hashes'")
  })

  it("keeps the directives that limit framing, base URLs, form targets and plugins", () => {
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain("form-action 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("default-src 'self'")
  })

  it("leaves frame-ancestors out of a <meta> policy, where browsers ignore it", () => {
    expect(contentSecurityPolicy(withCode, { forMetaTag: true })).not.toContain("frame-ancestors")
  })

  it("names the product API only in connect-src", () => {
    for (const each of PAGES) {
      for (const part of cspDirectives(each)) {
        expect(part.includes(apiOrigin)).toBe(part.startsWith("connect-src "))
      }
    }
  })

  it("allows the legal widget's origin on the legal pages only", () => {
    expect(legalPages.length).toBeGreaterThan(0)
    for (const each of PAGES) {
      const csp = contentSecurityPolicy(each)
      if (legalPages.includes(each.path)) {
        expect(directive(csp, "script-src")).toContain(legalOrigin)
        expect(directive(csp, "frame-src")).toEqual([legalOrigin])
      } else {
        expect(csp).not.toContain(legalOrigin)
        expect(directive(csp, "frame-src")).toEqual(["'none'"])
      }
    }
  })
})

describe("the header rules for hosts", () => {
  const rules = headerRules(PAGES, ["app-0123456789abcdef0123.js"])
  const matches = (pattern: string, path: string) => (pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path)

  it("sends HSTS, COOP, CORP and the other common headers with everything", () => {
    const common = rules.find((rule) => rule.pattern === "/*")!.headers
    expect(common["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains")
    expect(common["Cross-Origin-Opener-Policy"]).toBe("same-origin")
    expect(common["Cross-Origin-Resource-Policy"]).toBe("same-origin")
    expect(Object.keys(common)).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "X-Frame-Options"]),
    )
  })

  it("gives each page, with or without a trailing slash, exactly one policy: its own", () => {
    const policies = rules.filter((rule) => rule.headers["Content-Security-Policy"])
    for (const each of PAGES) {
      for (const url of each.path === "/" || each.path.endsWith(".html") ? [each.path] : [each.path, `${each.path}/`]) {
        const matching = policies.filter((rule) => matches(rule.pattern, url))
        expect(matching.map((rule) => rule.headers["Content-Security-Policy"])).toEqual([contentSecurityPolicy(each)])
      }
    }
  })

  it("caches this build's bundles for a year", () => {
    const rule = rules.find((each) => each.pattern === "/app-0123456789abcdef0123.js")
    expect(rule?.headers["Cache-Control"]).toBe("public, max-age=31536000, immutable")
  })

  it("refuses to write a _headers file Cloudflare Pages would partly ignore", () => {
    expect(() => toHeadersFile(rules)).not.toThrow()
    const many = headerRules(
      Array.from({ length: HOST_LIMITS.rules }, (_, index) => page(`/blog/post-${index}`)),
      [],
    )
    expect(() => toHeadersFile(many)).toThrow(/100/)
    const hashes = Array.from({ length: 60 }, (_, index) => `<script>${index}</script>`).join("")
    expect(() => toHeadersFile(headerRules([page("/", hashes)], []))).toThrow(/2000/)
  })

  it("writes the same policies for nginx, with the common headers in every location", () => {
    const notFound = PAGES.find((each) => each.path === "/404.html")!
    const conf = toNginxConf(PAGES, notFound)
    for (const each of PAGES) expect(conf).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(each)}" always;`)
    const locations = conf.split("location ").length - 1
    expect(conf.split('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;').length - 1).toBe(locations)
    expect(conf).toContain("error_page 404 /404.html;")
  })
})
