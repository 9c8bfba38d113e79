import React from "react"
import { HelpLinks, pageHelpArticles } from "../help/help-links"
import { Seo } from "../seo/seo"
import { Layout } from "./layout"
import { PageHeader } from "./page-header"
import * as styles from "../../styles/pages/narrow.module.css"

type Props = {
  /** The page's <head>: its title, path and description (Seo). */
  seo: { title: string; path: string; description: string }
  eyebrow: string
  title: string
  /** Under the title, in the page header. */
  intro?: React.ReactNode
  /** The page query's data (the PageHelpLinks fragment): the help articles listed under the form. */
  help: Queries.PageHelpLinksFragment
  /** The form, or what stands in its place (the unsubscribe link's status). */
  children: React.ReactNode
  /** Beside the form on wide screens, above the help links; without it the page is one narrow column. */
  aside?: React.ReactNode
  /** Below the help links, in the narrow column. */
  footer?: React.ReactNode
}

/**
 * A page built around one form (feedback, licence reset, the newsletter unsubscribe): the header,
 * the form, and the help articles content/data/help-links.json lists for the page, beside the form
 * in `aside` or under it.
 */
export function FormPage({ seo, eyebrow, title, intro, help, children, aside, footer }: Props) {
  const helpLinks = <HelpLinks links={pageHelpArticles(help)} className={styles.help} />
  return (
    <Layout>
      <Seo {...seo} />
      <PageHeader eyebrow={eyebrow} title={title}>
        {intro}
      </PageHeader>
      {aside ? (
        <div className={`container ${styles.split}`}>
          {children}
          <div className={styles.aside}>
            {aside}
            {helpLinks}
          </div>
        </div>
      ) : (
        <div className={`container ${styles.narrow}`}>
          {children}
          {helpLinks}
          {footer}
        </div>
      )}
    </Layout>
  )
}
