import React from "react"
import { Link } from "gatsby"
import { helpArticlePath, helpTopicId, type HelpTopic } from "../../lib/help-paths"
import { helpTopicDescriptions } from "../../lib/help-topics"
import * as styles from "./help.module.css"

export type TopicArticles = { topic: HelpTopic; articles: ReadonlyArray<{ slug: string; title: string; summary: string }> }

/** /help's body: every topic with its articles, each a card that links to the article. */
export function HelpTopics({ topics }: { topics: readonly TopicArticles[] }) {
  return (
    <div className={`container ${styles.topics}`}>
      {topics.map(({ topic, articles }) => (
        <section key={topic} id={helpTopicId(topic)} className={styles.topic} aria-labelledby={`${helpTopicId(topic)}-title`}>
          <h2 id={`${helpTopicId(topic)}-title`}>{topic}</h2>
          <p className={styles.topicDescription}>{helpTopicDescriptions[topic]}</p>
          <ul className={styles.articles}>
            {articles.map((article) => (
              <li key={article.slug} className={styles.articleCard}>
                <h3>
                  <Link to={helpArticlePath(article.slug)}>{article.title}</Link>
                </h3>
                <p>{article.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
