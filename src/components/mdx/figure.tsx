import React, { type ReactNode } from "react"

type Props = { caption: string; children: ReactNode }

/**
 * An image with a caption: `<Figure caption="...">` around a Markdown image (`![alt](./file.jpg)`),
 * which gatsby-remark-images resizes like any other article image and the overlay enlarges.
 * Rendered at build time, no JavaScript.
 */
export function Figure({ caption, children }: Props) {
  return (
    <figure className="mdx-figure">
      {children}
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
