import { unstyleImageHtml } from "../../src/gatsby-node/rehype-unstyled-images"

// The markup gatsby-remark-images 7.16 writes for an article image (placeholder shortened).
const REMARK_IMAGE = `<span
      class="gatsby-resp-image-wrapper"
      style="position: relative; display: block; margin-left: auto; margin-right: auto; max-width: 760px; "
    >
      <span
    class="gatsby-resp-image-background-image"
    style="padding-bottom: 66.57894736842105%; position: relative; bottom: 0; left: 0; background-image: url('data:image/jpeg;base64,/9j/2w'); background-size: cover; display: block;"
  ></span>
  <picture>
          <img
            class="gatsby-resp-image-image"
            src="/static/abc/c169d/figure-1.jpg"
            alt="A calm home office"
            loading="lazy"
            style="width:100%;height:100%;margin:0;vertical-align:middle;position:absolute;top:0;left:0;"
          />
        </picture>
    </span>`

describe("article images without style attributes", () => {
  const html = unstyleImageHtml(REMARK_IMAGE)
  const image = new DOMParser().parseFromString(html, "text/html").querySelector("img")!

  it("leaves no style attribute for the security policy to refuse", () => {
    expect(html).not.toMatch(/style=/)
    expect(html).not.toContain("data:image")
  })

  it("gives the image the width it was laid out at and the height of its aspect ratio", () => {
    expect(image.getAttribute("width")).toBe("760")
    expect(image.getAttribute("height")).toBe("506")
    expect(image.getAttribute("alt")).toBe("A calm home office")
    expect(image.getAttribute("loading")).toBe("lazy")
  })

  it("leaves other HTML alone", () => {
    expect(unstyleImageHtml(`<p style="color: red">x</p>`)).toBe(`<p style="color: red">x</p>`)
  })

  it("stops the build on image markup it does not know", () => {
    expect(() => unstyleImageHtml(`<span class="gatsby-resp-image-wrapper" style="display: block"><img style="x"></span>`)).toThrow(
      /unexpected gatsby-remark-images markup/,
    )
  })
})
