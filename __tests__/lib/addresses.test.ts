import { isExternal, isOwnResource, schemeOf } from "../../src/lib/addresses"

// One rule for the addresses content writes (issue 40), read as a browser's URL parser reads them.
describe("an address content writes", () => {
  it("is another site's when it has a scheme of the web in any case, or an authority without a scheme", () => {
    for (const url of [
      "https://example.com",
      "HTTP://example.com",
      "//example.com/x.png",
      "/\\example.com",
      "\\\\example.com",
      " //example.com",
      "\t//x",
    ]) {
      expect({ url, external: isExternal(url) }).toEqual({ url, external: true })
    }
    for (const url of ["/pricing", "/blog/x#why", "#why", "./figure-1.jpg", "mailto:hello@respite.app", "?q=x", "/"]) {
      expect({ url, external: isExternal(url) }).toEqual({ url, external: false })
    }
  })

  it("is a resource of the site itself only with no scheme and no authority", () => {
    for (const url of ["./figure-1.jpg", "figure.png", "/logo.svg", "../x/y.png"])
      expect({ url, own: isOwnResource(url) }).toEqual({ url, own: true })
    for (const url of ["//example.com/x.png", "https://example.com/x.png", "data:image/png,x", "/\\example.com/x.png", "java\nscript:x"]) {
      expect({ url, own: isOwnResource(url) }).toEqual({ url, own: false })
    }
  })

  it("has its scheme read as a browser does: controls and spaces around it, tabs and newlines in it ignored", () => {
    expect(schemeOf(" \u0001JaVa\tScript:alert(1)")).toBe("javascript")
    expect(schemeOf("./a:b")).toBe("")
  })
})
