/**
 * The site's Trusted Types policies (src/lib/trusted-types.ts): what each lets through where a
 * page requires them (null: the browser refuses the assignment). The browser enforces the
 * requirement; e2e/headers.spec.ts checks it there.
 */
import React from "react"
import { render } from "@testing-library/react"
import { buildHtml, jsonOnly, markedText, pagefindWorker, searchExcerptHtml, textOnly } from "../../src/lib/trusted-types"

describe("the search excerpts' policy", () => {
  it("keeps Pagefind's marks and escapes any other markup", () => {
    expect(markedText("take a <mark>break</mark> every 20 minutes")).toBe("take a <mark>break</mark> every 20 minutes")
    expect(markedText('a <img src=x onerror="alert(1)"> <mark>b</mark> </mark >')).toBe(
      'a &lt;img src=x onerror="alert(1)"> <mark>b</mark> &lt;/mark >',
    )
    // Without Trusted Types (jsdom, as older browsers) the helper gives the escaped text itself.
    expect(searchExcerptHtml("<script>x</script>")).toBe("&lt;script>x&lt;/script>")
  })
})

describe("the default policy, for what the runtime assigns as plain strings", () => {
  it("lets through HTML without markup (react-helmet's JSON-LD, an emptied element) and nothing with it", () => {
    expect(textOnly('{"name":"Respite \\u003c3"}')).toBe('{"name":"Respite \\u003c3"}')
    expect(textOnly("")).toBe("")
    expect(textOnly("<img src=x>")).toBeNull()
  })

  it("lets through a script's text only when it is JSON without markup (a JSON-LD block react-helmet writes)", () => {
    expect(jsonOnly('{"@type":"FAQPage","name":"a \\u003c b"}')).toBe('{"@type":"FAQPage","name":"a \\u003c b"}')
    expect(jsonOnly("alert(1)")).toBeNull()
    expect(jsonOnly('{"a":"</script>"}')).toBeNull()
  })

  it("lets through Pagefind's worker on this site as a script's address, and no other", () => {
    expect(pagefindWorker("/pagefind/pagefind-worker.js")).toBe("/pagefind/pagefind-worker.js")
    expect(pagefindWorker(`${window.location.origin}/pagefind/pagefind-worker.js`)).toContain("/pagefind/pagefind-worker.js")
    for (const url of [
      "https://elsewhere.example/pagefind/pagefind-worker.js",
      "/pagefind/other.js",
      "data:text/javascript,x",
      "/app.js",
    ]) {
      expect(pagefindWorker(url)).toBeNull()
    }
  })
})

describe("the build's HTML, where the browser has Trusted Types", () => {
  // A stand-in for the browser's factory: each TrustedHTML is an object of its own, as in Chromium.
  beforeAll(() => {
    Object.assign(window, {
      trustedTypes: {
        createPolicy: (_name: string, rules: { createHTML?: (input: string) => string }) => ({
          createHTML: (input: string) => ({ toString: () => rules.createHTML!(input) }),
        }),
      },
    })
  })
  afterAll(() => {
    delete (window as { trustedTypes?: unknown }).trustedTypes
  })

  it("is written once: a page rendered again keeps its article's elements and what the reader did to them", () => {
    const Body = ({ html }: { html: string }) => <div data-testid="body" dangerouslySetInnerHTML={{ __html: buildHtml(html) as string }} />
    const html = "<details><summary>Why</summary><p>Because.</p></details>"
    const { getByTestId, rerender } = render(<Body html={html} />)
    const details = getByTestId("body").querySelector("details")!
    details.open = true
    rerender(<Body html={html} />)
    expect(getByTestId("body").querySelector("details")).toBe(details)
    expect(details.open).toBe(true)
    rerender(<Body html="<p>Another article.</p>" />)
    expect(getByTestId("body").textContent).toBe("Another article.")
  })
})
