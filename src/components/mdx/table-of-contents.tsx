import React from "react"
import * as styles from "./table-of-contents.module.css"

type Heading = { readonly id: string; readonly text: string; readonly depth: number }
type Props = { headings: readonly Heading[] }

/** The id of the contents' own heading; article headings never take it (src/gatsby-node/rehype-heading-ids.ts). */
export const CONTENTS_ID = "on-this-page"

/**
 * "On this page": plain links to the article's h2 and h3 headings (their ids come from the build,
 * src/gatsby-node/rehype-heading-ids.ts), the h3s under their h2. No script: the browser scrolls.
 * Left out of the search index, which indexes the article itself.
 */
export function TableOfContents({ headings }: Props) {
  if (headings.length < 2) return null
  const sections: Array<{ heading: Heading; children: Heading[] }> = []
  for (const heading of headings) {
    if (heading.depth === 2 || sections.length === 0) sections.push({ heading, children: [] })
    else sections[sections.length - 1].children.push(heading)
  }
  return (
    <nav className={styles.contents} aria-labelledby={CONTENTS_ID} data-pagefind-ignore="">
      <h2 id={CONTENTS_ID} className={styles.title}>
        On this page
      </h2>
      <ol className={styles.list}>
        {sections.map(({ heading, children }) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
            {children.length > 0 ? (
              <ol>
                {children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.text}</a>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  )
}
