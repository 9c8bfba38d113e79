import React from "react"
import type { PageProps } from "gatsby"
import { HelpTopics, type TopicArticles } from "../components/help/help-topics"
import { StillStuck } from "../components/help/still-stuck"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/layout/page-header"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import { HELP_PATH } from "../lib/help-paths"
import { helpCenterJsonLd } from "../lib/structured-data"
import { SearchForm } from "../search/search-form"

/** What gatsby-node (src/gatsby-node/create-pages.ts) gives /help: the published articles, by topic, in order. */
export type HelpIndexContext = { topics: TopicArticles[] }

const description = `Answers about ${site.productName}: installing it, how breaks and reminders work, licenses and purchases, and what to do when something does not work.`

/** /help: the help center's topics with their articles, a search box, and a way to ask. */
export default function HelpIndex({ pageContext }: PageProps<object, HelpIndexContext>) {
  const { topics } = pageContext
  return (
    <Layout>
      <Seo
        title="Help center"
        path={HELP_PATH}
        description={description}
        jsonLd={helpCenterJsonLd(
          description,
          topics.flatMap(({ articles }) => articles),
        )}
      />
      <PageHeader eyebrow="Help center" title="How can we help?">
        <p>Answers about installing {site.productName}, your breaks and reminders, licenses, and what to do when something is off.</p>
        <SearchForm id="help-search" label="Search help and the blog" inHeader />
      </PageHeader>
      <HelpTopics topics={topics} />
      <div className="container">
        <StillStuck />
      </div>
    </Layout>
  )
}
