/**
 * gatsby-remark-images writes each article image as HTML with style="..." attributes (a padded
 * box with a blurred placeholder as a background image, an absolutely placed <img>), which the MDX
 * compiler keeps as an element with dangerouslySetInnerHTML. A page's own policy allows its own
 * style attributes by hash, each one more hash in every article's policy for a blurred box nobody
 * needs once the image has its size.
 *
 * So the markup loses its style attributes here: the <img> gets width and height (the browser
 * reserves its box from them, as the padding did), and article.module.css lays it out. The empty
 * placeholder stays (hidden by CSS). Runs on those HTML strings, as a rehype plugin of the compile in
 * ./article-html.ts, before the article is rendered to HTML at build time.
 */
type Node = { type: string; attributes?: Attribute[]; children?: Node[] }
type Attribute = {
  name?: string
  value?: { data?: { estree?: { body: { expression?: { properties?: { key: { name?: string }; value: { value?: unknown } }[] } }[] } } }
}

const WRAPPER = /(<span\s+class="gatsby-resp-image-wrapper")\s+style="[^"]*max-width:\s*(\d+)px[^"]*"/
const PLACEHOLDER = /(<span\s+class="gatsby-resp-image-background-image")\s+style="[^"]*padding-bottom:\s*([\d.]+)%[^"]*"/
const IMAGE_STYLE = /(<img\s+class="gatsby-resp-image-image"[^>]*?)\s+style="[^"]*"/

export function unstyleImageHtml(html: string): string {
  if (!html.includes("gatsby-resp-image-wrapper")) return html
  const width = Number(WRAPPER.exec(html)?.[2])
  const ratio = Number(PLACEHOLDER.exec(html)?.[2])
  const result = html
    .replace(WRAPPER, "$1")
    .replace(PLACEHOLDER, "$1")
    .replace(IMAGE_STYLE, `$1 width="${width}" height="${Math.round((width * ratio) / 100)}"`)
  // Markup this does not know (a new gatsby-remark-images version) must stop the build, not the images.
  if (!width || !ratio || /\sstyle=/.test(result)) {
    throw new Error(`rehype-unstyled-images: unexpected gatsby-remark-images markup, style attributes left in:\n${html.slice(0, 500)}`)
  }
  return result
}

function visit(node: Node) {
  for (const attribute of node.attributes ?? []) {
    if (attribute.name !== "dangerouslySetInnerHTML") continue
    for (const statement of attribute.value?.data?.estree?.body ?? []) {
      for (const property of statement.expression?.properties ?? []) {
        if (property.key.name === "__html" && typeof property.value.value === "string") {
          property.value.value = unstyleImageHtml(property.value.value)
        }
      }
    }
  }
  node.children?.forEach(visit)
}

/** The rehype plugin, given to the MDX compiler by ./article-html.ts (mdxOptions.rehypePlugins). */
export const rehypeUnstyledImages = () => (tree: Node) => {
  visit(tree)
}
