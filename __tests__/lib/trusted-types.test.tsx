/**
 * The site's Trusted Types policies (src/lib/trusted-types.ts): what each lets through where a
 * page requires them (null: the browser refuses the assignment). The browser enforces the
 * requirement; e2e/headers.spec.ts checks it there.
 */
import { markedText, pagefindWorker, searchExcerptHtml, textOnly } from "../../src/lib/trusted-types"

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

describe("the default policy, for what code the site does not own assigns as plain strings", () => {
  it("lets through HTML without markup (an element Preact empties) and nothing with it", () => {
    expect(textOnly('{"name":"Respite \\u003c3"}')).toBe('{"name":"Respite \\u003c3"}')
    expect(textOnly("")).toBe("")
    expect(textOnly("<img src=x>")).toBeNull()
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
