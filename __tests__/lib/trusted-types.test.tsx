/**
 * The site's Trusted Types policy (src/lib/trusted-types.ts): what it lets through where a page
 * requires them. The browser enforces the requirement; e2e/headers.spec.ts checks it there.
 */
import { markedText, searchExcerptHtml } from "../../src/lib/trusted-types"

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
