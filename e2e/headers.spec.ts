/**
 * The security policy and headers the build ships, checked in the browser, independently of the
 * code that wrote them (src/post-build/, whose table __tests__/post-build/security-headers.test.ts
 * checks): each page's own Content-Security-Policy in a <meta> tag, allowing its inline code by the
 * hash of what the browser actually parsed, and allowing no script but those the site wrote (their
 * hashes computed here from their sources, not read from the build's own list), and the site-wide
 * headers every response carries.
 * Every other spec also runs under them and fails on any CSP violation (e2e/support/watch.ts).
 *
 * The responses (tagged @host) are asked of every host the build is served by in the tests: of
 * public/_headers in Cloudflare's own runtime (the "cloudflare" project: wrangler dev, as
 * wrangler.jsonc deploys it) and as scripts/serve.mjs applies it (the "desktop" project), and of
 * public/_nginx.conf in nginx (the "nginx" project, scripts/serve-nginx.mjs). The deployed-site
 * check runs against Cloudflare's runtime too (e2e/check-live.spec.ts, tagged @live).
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { site } from "../src/config/site"
import { TRUSTED_TYPES_POLICIES } from "../src/lib/trusted-types"
import { searchShortcutScript } from "../src/head-scripts/search-shortcut"
import { heldSubmitsScript } from "../src/head-scripts/held-submits"
import { sectionArrivalScript } from "../src/head-scripts/section-arrival"
import { speculationRulesText } from "../src/head-scripts/speculation-rules"
import { islandLoaderScript } from "../src/islands/loader"
import { postPath } from "../src/lib/blog-paths"
import { messages } from "../src/lib/messages"
import { commonHeaders } from "../src/post-build/security-headers"
import { HELP_ARTICLES, LIST_PAGES, PAGES, SLUGS } from "./support/built-site"
import { API, LEGAL_ORIGIN, NOT_FOUND, answers, expect, fulfill, mockApi, open, routeForTest, scaled, test } from "./support/test"

const ROUTES = [...new Set([...PAGES, ...LIST_PAGES, ...SLUGS.map(postPath), ...HELP_ARTICLES])]
const LEGAL_PAGES: readonly string[] = site.legalWidget.pages

/** Every response's headers, as src/post-build/security-headers.ts defines them (the policy is checked on its own below). */
const REQUIRED = Object.fromEntries(
  Object.entries(commonHeaders)
    .filter(([name]) => name !== "Content-Security-Policy")
    .map(([name, value]) => [name.toLowerCase(), value]),
)

/** A policy as directive name -> its sources. */
function parsePolicy(policy: string): Record<string, string[]> {
  expect(policy, "one policy per response (two would both be enforced)").not.toContain(",")
  return Object.fromEntries(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

/** A page's own policy, from its <meta> tag. */
function expectStrictPolicy(policy: Record<string, string[]>, path: string) {
  for (const directive of ["script-src", "style-src"]) {
    expect(policy[directive], `${path} ${directive}`).not.toContain("'unsafe-inline'")
    expect(policy[directive], `${path} ${directive}`).not.toContain("'unsafe-eval'")
  }
  expect(policy["default-src"]).toEqual(["'self'"])
  expect(policy["object-src"]).toEqual(["'none'"])
  expect(policy["base-uri"]).toEqual(["'self'"])
  expect(policy["form-action"]).toEqual(["'self'"])
  // The product API may be called, nothing else about it is trusted.
  const apiOrigin = new URL(API).origin
  expect(policy["connect-src"]).toContain(apiOrigin)
  for (const [name, sources] of Object.entries(policy)) if (name !== "connect-src") expect(sources, name).not.toContain(apiOrigin)
  // WebAssembly only where the search runs (Pagefind), and never 'unsafe-eval'.
  expect(policy["script-src"].includes("'wasm-unsafe-eval'"), `${path} allows WebAssembly`).toBe(path === site.search.path)
  // The legal widget's origin only where the widget is.
  const mentionsLegal = Object.values(policy).some((sources) => sources.includes(LEGAL_ORIGIN))
  expect(mentionsLegal, `${path} allows ${LEGAL_ORIGIN}`).toBe(LEGAL_PAGES.includes(path))
  // Trusted Types everywhere but there (the widget's script is not the site's): only the site's own policies.
  expect(policy["require-trusted-types-for"], `${path} requires Trusted Types`).toEqual(
    LEGAL_PAGES.includes(path) ? undefined : ["'script'"],
  )
  expect(policy["trusted-types"], `${path} names its Trusted Types policies`).toEqual(
    LEGAL_PAGES.includes(path) ? undefined : [...TRUSTED_TYPES_POLICIES],
  )
}

/** The site-wide policy every response carries: forbids framing, and restricts no resource a page's own policy allows. */
function expectSiteWidePolicy(header: string | undefined) {
  const policy = parsePolicy(header ?? "")
  expect(policy["frame-ancestors"]).toEqual(["'none'"])
  const restricting = Object.keys(policy).filter(
    (name) => name === "default-src" || (/-src(-elem|-attr)?$/.test(name) && name !== "object-src"),
  )
  expect(restricting, "fetch directives in the header would also restrict what the page allows").toEqual([])
}

/** SHA-256 of a text as a policy names it. */
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** The build under test (playwright.config.ts serves the same folder). */
const PUBLIC = path.resolve(process.env.E2E_PUBLIC ?? "public")

/**
 * Every inline script the site writes into a page, by hash, worked out here from the sources: the
 * head scripts and Speculation Rules of src/head-scripts/, and, on a page that holds islands, the
 * island loader with the bundles of those islands (found in the build's public/_islands/ by their
 * names, `<island>-<digest>.js`, not from the build's own list).
 */
function scriptsTheSiteWrote(html: string): Set<string> {
  const islands = [...new Set(Array.from(html.matchAll(/<site-island\b[^>]*\sdata-island="([^"]*)"/g), (match) => match[1]))].sort()
  const files = fs.readdirSync(path.join(PUBLIC, "_islands"))
  const bundles = Object.fromEntries(
    islands.map((name) => [name, `/_islands/${files.find((file) => new RegExp(`^${name}-[A-Z0-9]{8}\\.js$`).test(file))}`]),
  )
  return new Set(
    [
      heldSubmitsScript(),
      sectionArrivalScript(),
      searchShortcutScript(),
      speculationRulesText(),
      ...(islands.length > 0 ? [islandLoaderScript(bundles)] : []),
    ].map(sha256),
  )
}

/**
 * A document's policy <meta>, whether it precedes every script and style, and the inline code the
 * policy governs (every inline script, style element and style attribute), as Chromium's HTML
 * parser made them: the page shown, or, given its HTML, a page as the server sent it, parsed with
 * scripting off (DOMParser), as before any script runs and as with JavaScript off. Parsing what
 * was sent needs no navigation: no rendering, no images, no new document per page.
 */
async function policyOf(page: Page, html?: string) {
  const found = await page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, "text/html")
    const metas = [...doc.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')]
    const first = doc.querySelector('script, style, link[rel="stylesheet"], link[rel="preload"], [style]')
    const before = metas.length > 0 && (!first || Boolean(metas[0].compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING))
    return {
      count: metas.length,
      content: metas[0]?.getAttribute("content") ?? "",
      before,
      // Code the policy governs: scripts and Speculation Rules. Structured data is not run.
      scripts: [...doc.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((element) => element.textContent ?? ""),
      // Structured data: never run, so no hash; it must read back as JSON (no text closed it early).
      dataBlocks: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((element) => element.textContent ?? ""),
      styles: [...doc.querySelectorAll("style")].map((element) => element.textContent ?? ""),
      attributes: [...doc.querySelectorAll("[style]")].map((element) => element.getAttribute("style") ?? ""),
    }
  }, html ?? null)
  return {
    ...found,
    scripts: found.scripts.map(sha256),
    styles: found.styles.map(sha256),
    attributes: found.attributes.map(sha256),
  }
}

test.describe("every response a host sends", { tag: "@host" }, () => {
  test("every page answers, with and without a trailing slash, with the site-wide headers and a framing ban", async ({ request }) => {
    // The site links every page without a trailing slash. nginx and scripts/serve.mjs serve the
    // address with one too; Cloudflare (wrangler.jsonc: html_handling "drop-trailing-slash", so
    // that each page has one address) redirects it to the address without, with the same headers.
    const slashRedirects = test.info().project.metadata.trailingSlash === "redirect"
    for (const path of ROUTES) {
      for (const url of path === "/" ? [path] : [path, `${path}/`]) {
        const response = await request.get(url, { maxRedirects: 0 })
        if (url !== path && slashRedirects) {
          expect(response.status(), url).toBe(307)
          expect(response.headers()["location"], url).toBe(path)
        } else {
          expect(response.status(), url).toBe(200)
          expect(response.headers()["content-type"], url).toMatch(/^text\/html/)
        }
        for (const [name, value] of Object.entries(REQUIRED)) expect(response.headers()[name], `${url} ${name}`).toBe(value)
        expectSiteWidePolicy(response.headers()["content-security-policy"])
      }
    }
  })

  test("a missing page answers 404 with the 404 page and the same headers; the host files are not served", async ({ request }) => {
    for (const url of ["/no-such-page", "/_headers", "/_nginx.conf", "/.assetsignore"]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(404)
      for (const [name, value] of Object.entries(REQUIRED)) expect(response.headers()[name], `${url} ${name}`).toBe(value)
      expectSiteWidePolicy(response.headers()["content-security-policy"])
      expect(await response.text(), url).toContain("This page does not exist")
    }
  })

  test("the islands' bundles and the static files are cached for a year", async ({ page, request }) => {
    await open(page, "/search", { island: "site-search" })
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/_islands/")),
    )
    await open(page, "/")
    const images = await page.locator('img[src^="/static/"]').evaluateAll((elements) => elements.map((e) => e.getAttribute("src")!))
    expect(scripts.length).toBeGreaterThan(1)
    expect(images.length).toBeGreaterThan(0)
    for (const url of [...scripts, images[0]]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable")
      for (const [name, value] of Object.entries(REQUIRED)) expect(response.headers()[name], `${url} ${name}`).toBe(value)
    }
  })
})

test.describe("each page's own policy", { tag: "@pages" }, () => {
  test("every page carries one strict, hash-based policy before anything it governs, allowing its inline code and no script the site did not write", async ({
    page,
  }) => {
    // Every page of the build: the grown copy (project grown-blog) has over a hundred.
    test.setTimeout(scaled(60_000 + ROUTES.length * 600))
    for (const path of ROUTES) {
      // What the server sent, parsed as before any script ran.
      const response = await page.request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      const { count, before, content, ...inline } = await policyOf(page, html)
      expect(count, `${path}: one policy <meta>`).toBe(1)
      expect(before, `${path}: the policy <meta> precedes every script and style`).toBe(true)
      const policy = parsePolicy(content)
      expectStrictPolicy(policy, path)
      expect(
        inline.scripts.filter((hash) => !policy["script-src"].includes(hash)),
        `${path}: inline scripts without a hash`,
      ).toEqual([])
      const written = scriptsTheSiteWrote(html)
      expect(
        policy["script-src"].filter((source) => source.startsWith("'sha256-") && !written.has(source)),
        `${path}: script hashes the policy allows that are none of the scripts the site wrote`,
      ).toEqual([])
      for (const block of inline.dataBlocks) expect(() => JSON.parse(block), `${path}: a JSON-LD block that is not JSON`).not.toThrow()
      expect(
        inline.styles.filter((hash) => !policy["style-src"].includes(hash)),
        `${path}: inline styles without a hash`,
      ).toEqual([])
      expect(
        inline.attributes.filter((hash) => !policy["style-src"].includes(hash)),
        `${path}: style attributes without a hash`,
      ).toEqual([])
      if (inline.attributes.length > 0) expect(policy["style-src"], path).toContain("'unsafe-hashes'")
    }
  })
})

test.describe("the policy at work", () => {
  test("a page's own policy is enforced: inline code added at run time is refused, and the page cannot be framed", async ({ browser }) => {
    // A context of its own that is not watched (e2e/support/watch.ts): the test provokes a violation.
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, "/pricing")
    type Factory = {
      createPolicy: (name: string, rules: { createScript: (text: string) => string }) => { createScript: (text: string) => string }
    }
    const refused = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = []
          document.addEventListener("securitypolicyviolation", (event) => {
            seen.push(event.violatedDirective)
            if (seen.length === 2) resolve(seen)
          })
          // A plain string: Trusted Types refuse it before the script has any text.
          try {
            document.createElement("script").textContent = "window.__injected = true"
          } catch {
            // TypeError: the assignment is refused
          }
          // The same code through a policy the page may create: the page's policy still refuses an inline script it has no hash of.
          const policy = (window as unknown as { trustedTypes: Factory }).trustedTypes.createPolicy("respite-search", {
            createScript: (text) => text,
          })
          const script = document.createElement("script")
          script.text = policy.createScript("window.__injected = true")
          document.body.appendChild(script)
        }),
    )
    expect(refused[0]).toBe("require-trusted-types-for")
    expect(refused[1]).toMatch(/^script-src/)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    // Another site framing the page: the browser shows an error in the frame instead (frame-ancestors, from the header).
    const target = page.url()
    await routeForTest(page, "http://framer.test/", (route) =>
      route.fulfill({ contentType: "text/html", body: `<iframe src="${target}"></iframe>` }),
    )
    const framed = async () => {
      await open(page, "http://framer.test/", { waitUntil: "load" })
      await expect.poll(() => page.frames()[1]?.url() ?? "about:blank").not.toBe("about:blank")
      return page.frames()[1].url()
    }
    expect(await framed()).toMatch(/^chrome-error:/)
    // The control: the same page without the framing headers does load in the frame.
    await routeForTest(page, target, async (route) => {
      const response = await route.fetch()
      const { "content-security-policy": _csp, "x-frame-options": _xfo, ...headers } = response.headers()
      await route.fulfill({ response, headers })
    })
    expect(await framed()).toBe(target)
    await context.close()
  })

  test("a page that requires Trusted Types refuses a plain string as HTML or as a script's address", async ({ browser }) => {
    // A page nobody watches: the violations this test provokes on purpose are its result, not a failure.
    const context = await browser.newContext()
    const page = await context.newPage()
    // An article: its HTML is as the build wrote it, and nothing in it writes HTML as it runs.
    await open(page, HELP_ARTICLES[0])
    const refused = await page.evaluate(() => {
      const violations: string[] = []
      document.addEventListener("securitypolicyviolation", (event) => violations.push(event.violatedDirective))
      const attempts = [
        () => (document.createElement("div").innerHTML = '<img src="x">'),
        () => (document.createElement("script").src = "/app.js"),
        () => new Worker("data:text/javascript,1"),
      ]
      const thrown = attempts.map((attempt) => {
        try {
          attempt()
          return "allowed"
        } catch (error) {
          return (error as Error).name
        }
      })
      return new Promise<{ thrown: string[]; violations: string[] }>((resolve) => setTimeout(() => resolve({ thrown, violations }), 100))
    })
    expect(refused.thrown).toEqual(["TypeError", "TypeError", "TypeError"])
    expect(refused.violations).toEqual(["require-trusted-types-for", "require-trusted-types-for", "require-trusted-types-for"])
    // Not even text: no page has a default policy (src/lib/trusted-types.ts).
    expect(
      await page.evaluate(() => ((document.createElement("div").innerHTML = "just text"), "allowed")).catch((error: Error) => error.name),
    ).toBe("Error")
    await context.close()
  })

  test("the 404 page (its status is checked above) carries its own strict policy and leads home", async ({
    page,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(NOT_FOUND)
    await open(page, "/no-such-page")
    expectStrictPolicy(parsePolicy((await policyOf(page)).content), "/no-such-page")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist")
    await page.getByRole("link", { name: "Back to the home page" }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("the footer's legal links load the legal pages as documents, under their own policy", async ({ page }) => {
    await open(page, "/pricing")
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await page.waitForLoadState("load")
    expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0].name).pathname)).toBe("/privacy-policy")
    expect(parsePolicy((await policyOf(page)).content)["script-src"]).toContain(LEGAL_ORIGIN)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __legalWidgetLoaded?: boolean }).__legalWidgetLoaded)).toBe(true)
  })

  test("a form call reaches the product API under the policy", async ({ page }) => {
    await mockApi(page, /\/v1\//, (route) => fulfill(route, answers.feedback.success))
    await open(page, "/offers")
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
    await form.getByLabel("Email address").fill("csp@example.com")
    await form.getByRole("button", { name: "Join" }).click()
    await expect(form.getByRole("status")).toHaveText(messages.newsletter.success)
  })
})
