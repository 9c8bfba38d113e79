import { inlineSources } from "../../src/post-build/inline-sources"
import {
  HOST_LIMITS,
  commonHeaders,
  headerRules,
  pagePolicy,
  pagePolicyDirectives,
  sitePolicyDirectives,
  toHeadersFile,
  toNginxConf,
  type Page,
} from "../../src/post-build/security-headers"
import { site } from "../../src/config/site"
import { TRUSTED_TYPES_POLICIES } from "../../src/lib/trusted-types"

// SHA-256 of the empty string and of "alert(1)", as any CSP hash calculator gives them.
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"

/** A page whose one known script (src/post-build/known-scripts.ts) is alert(1). */
const page = (path: string, html = ""): Page => ({ path, sources: inlineSources(html, path, new Map([["alert(1)", "the test's script"]])) })
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? []

const apiOrigin = new URL(site.apiUrl).origin
const legalOrigin = new URL(site.legalWidget.scriptUrl).origin
const legalPages = site.legalWidget.pages as readonly string[]
const PAGES = ["/", "/404", "/404.html", "/blog", "/blog/digital-eye-strain", "/pricing", "/help", site.search.path, ...legalPages].map(
  (path) => page(path),
)

describe("each page's own policy (its <meta> tag)", () => {
  const withCode = page("/pricing", `<script>alert(1)</script><style></style><p style="">`)
  const policy = pagePolicy(withCode)

  it("allows inline code by hash only: no 'unsafe-inline' or 'unsafe-eval' anywhere", () => {
    for (const each of [...PAGES, withCode]) expect(pagePolicy(each)).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
    expect(directive(policy, "script-src")).toEqual(["'self'", ALERT])
    expect(directive(policy, "style-src")).toEqual(["'self'", EMPTY, "'unsafe-hashes'", EMPTY])
  })

  it("needs no 'unsafe-hashes' on a page without style attributes", () => {
    expect(pagePolicy(page("/", "<style></style>"))).not.toContain("'unsafe-hashes'")
  })

  it("limits base URLs, form targets and plugins, and leaves frame-ancestors to the header (a <meta> policy cannot carry it)", () => {
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain("form-action 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain("frame-ancestors")
  })

  it("names the product API only in connect-src", () => {
    for (const each of PAGES) {
      for (const part of pagePolicyDirectives(each)) expect(part.includes(apiOrigin)).toBe(part.startsWith("connect-src "))
    }
  })

  it("lets the search page alone compile WebAssembly, which its search needs, and never eval", () => {
    for (const each of PAGES) {
      const scripts = directive(pagePolicy(each), "script-src")
      expect(scripts.includes("'wasm-unsafe-eval'")).toBe(each.path === site.search.path)
      expect(scripts).not.toContain("'unsafe-eval'")
    }
  })

  it("requires Trusted Types from the site's own policies on every page but the legal widget's", () => {
    for (const each of PAGES) {
      const csp = pagePolicy(each)
      const legal = legalPages.includes(each.path)
      expect(directive(csp, "require-trusted-types-for")).toEqual(legal ? [] : ["'script'"])
      expect(directive(csp, "trusted-types")).toEqual(legal ? [] : [...TRUSTED_TYPES_POLICIES])
    }
  })

  it("allows the legal widget's origin on the legal pages only", () => {
    expect(legalPages.length).toBeGreaterThan(0)
    for (const each of PAGES) {
      const csp = pagePolicy(each)
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

describe("the site-wide policy every response carries as a header", () => {
  const FETCH_DIRECTIVES = [
    "default-src",
    "script-src",
    "style-src",
    "img-src",
    "font-src",
    "connect-src",
    "frame-src",
    "manifest-src",
    "worker-src",
  ]

  it("forbids framing, which only a header can say", () => {
    expect(commonHeaders["Content-Security-Policy"]).toContain("frame-ancestors 'none'")
    expect(commonHeaders["X-Frame-Options"]).toBe("DENY")
  })

  it("restricts no kind of resource, so it never blocks what a page's own policy allows (both are enforced)", () => {
    const names = sitePolicyDirectives.map((part) => part.split(" ")[0])
    expect(names.filter((name) => FETCH_DIRECTIVES.includes(name))).toEqual([])
    // What it does restrict, each page's policy restricts the same way.
    for (const part of sitePolicyDirectives.filter((each) => !each.startsWith("frame-ancestors"))) {
      for (const each of PAGES) expect(pagePolicyDirectives(each)).toContain(part)
    }
  })
})

describe("the header rules for hosts", () => {
  const rules = headerRules()

  it("sends HSTS, COOP, CORP and the other common headers with everything", () => {
    const common = rules.find((rule) => rule.pattern === "/*")!.headers
    expect(common["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains")
    expect(common["Cross-Origin-Opener-Policy"]).toBe("same-origin")
    expect(common["Cross-Origin-Resource-Policy"]).toBe("same-origin")
    expect(Object.keys(common)).toEqual(expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]))
  })

  it("keeps every workers.dev address (versions, previews) out of search engines with Cloudflare's documented rule, and no other", () => {
    expect(rules.filter((rule) => rule.headers["X-Robots-Tag"])).toEqual([
      { pattern: "https://:version.:subdomain.workers.dev/*", headers: { "X-Robots-Tag": "noindex" } },
    ])
    expect(toHeadersFile(rules)).toContain("\nhttps://:version.:subdomain.workers.dev/*\n  X-Robots-Tag: noindex\n")
  })

  it("caches the islands' bundles and /static, whose names change with their content, for a year", () => {
    for (const pattern of ["/_islands/*", "/static/*"]) {
      expect(rules.find((each) => each.pattern === pattern)?.headers["Cache-Control"]).toBe("public, max-age=31536000, immutable")
    }
  })

  it("refuses to write a _headers file Cloudflare Pages would partly ignore", () => {
    expect(() => toHeadersFile(rules)).not.toThrow()
    const many = Array.from({ length: HOST_LIMITS.rules + 1 }, (_, index) => ({ pattern: `/page-${index}`, headers: {} }))
    expect(() => toHeadersFile(many)).toThrow(/100/)
    expect(() => toHeadersFile([{ pattern: "/*", headers: { "X-Long": "a".repeat(HOST_LIMITS.lineLength) } }])).toThrow(/2000/)
  })

  it("writes the same headers for nginx, in every location", () => {
    const conf = toNginxConf()
    const locations = conf.split("location ").length - 1
    expect(locations).toBeGreaterThan(1)
    for (const [name, value] of Object.entries(commonHeaders)) {
      expect(conf.split(`add_header ${name} "${value}" always;`).length - 1).toBe(locations)
    }
    expect(conf).toContain("error_page 404 /404.html;")
  })
})
