import React from "react"
import { graphql } from "gatsby"
import { PageSection } from "../ui/page-section"
import * as styles from "./faq.module.css"

export const fragment = graphql`
  fragment FaqItemFields on FaqJson {
    question
    answerHtml
    anchor
  }
`

type Props = { items: readonly Queries.FaqItemFieldsFragment[] }

/**
 * Native <details>: opens and closes by click, Enter and Space, and is found by in-page search. Each
 * item has an id: search results link to it (src/search/build-index.ts), and the page opens the
 * item a link lands on (src/head-scripts/section-arrival.ts).
 */
export function Faq({ items }: Props) {
  return (
    <PageSection headingId="faq-title" eyebrow="FAQ" title="Frequently asked questions" containerClassName={styles.wrap}>
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.question} id={item.anchor} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            {/* Sanitised at build time in gatsby-node (createResolvers: FaqJson.answerHtml). */}
            <div className={styles.answer} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          </details>
        ))}
      </div>
    </PageSection>
  )
}
