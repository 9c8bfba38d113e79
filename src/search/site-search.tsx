import React, { useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { categoryPath, type PostCategory } from "../lib/blog-paths"
import { helpTopicPath } from "../lib/help-topic-paths"
import type { HelpTopic } from "../lib/help-topics"
import { searchMessages } from "../lib/search-messages"
import { useRouterLinks } from "../hooks/use-router-links"
import { useFieldState } from "../page-life/5-live/use-field-state"
import { NoScriptNote, needsScript } from "../components/ui/no-script-note"
import { loadSearch, search, type PagefindResult } from "./pagefind"
import { SearchForm } from "./search-form"
import * as styles from "./search.module.css"
import { searchExcerptHtml } from "../lib/trusted-types"

const FIELD_ID = "search-query"
const STATUS_ID = "search-status"

/** Results shown at first, and added by each "Show more results". */
const PAGE_SIZE = 10

type State = { kind: "ready" } | { kind: "done"; query: string; total: number; results: readonly PagefindResult[] } | { kind: "failed" }

/** A list of ways in, each name linked to its page (method syntax: each list's path takes its own kind of name). */
type BrowseList = { id: string; title: string; names: readonly string[]; path(name: string): string }

type Props = { topics: readonly HelpTopic[]; categories: readonly PostCategory[] }

/** The address of the page as it is now, with the query in it (so a result's back button, a bookmark or a shared link come back to it). */
function keepInAddress(query: string) {
  const url = new URL(window.location.href)
  if (query) url.searchParams.set("q", query)
  else url.searchParams.delete("q")
  // Not through the router: a new route would scroll to the top while the visitor types.
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`)
}

/**
 * The search page's body: a search box that answers as the visitor types, the results with their
 * title, kind and matching words, and, always, what there is to browse. Without JavaScript (or if
 * the index cannot load) the topics and categories are the way in, and the page says so.
 */
export function SiteSearch({ topics, categories }: Props) {
  const [query, setQuery] = useFieldState(FIELD_ID)
  const [state, setState] = useState<State>({ kind: "ready" })
  const [limit, setLimit] = useState(PAGE_SIZE)
  const results = useRef<HTMLOListElement>(null)
  const browse: BrowseList[] = [
    { id: "browse-help", title: "Help topics", names: topics, path: helpTopicPath },
    { id: "browse-blog", title: "Blog categories", names: categories, path: categoryPath },
  ]
  useRouterLinks(results)

  // A query in the address (/search?q=...) is searched on arrival; the index loads at once, so that
  // the first letters typed are answered without a wait.
  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get("q")
    if (fromAddress) setQuery((typed) => typed || fromAddress)
    loadSearch().catch(() => setState({ kind: "failed" }))
  }, [setQuery])

  // A new query starts again from the first results.
  useEffect(() => setLimit(PAGE_SIZE), [query])

  useEffect(() => {
    const term = query.trim()
    keepInAddress(term)
    if (!term) {
      setState((now) => (now.kind === "failed" ? now : { kind: "ready" }))
      return
    }
    let current = true
    search(term, limit)
      .then((found) => {
        if (current && found) setState({ kind: "done", query: term, ...found })
      })
      .catch(() => current && setState({ kind: "failed" }))
    return () => {
      current = false
    }
  }, [query, limit])

  const status =
    state.kind === "failed"
      ? searchMessages.failed
      : state.kind === "done"
        ? state.total > 0
          ? searchMessages.found(state.total, state.query)
          : searchMessages.none(state.query)
        : searchMessages.ready

  return (
    <div className={`container ${styles.search}`}>
      <div className={needsScript}>
        <SearchForm
          id={FIELD_ID}
          label="Search help articles, the blog, the FAQ, pricing and the press kit"
          value={query}
          onChange={setQuery}
          onSubmit={(event) => event.preventDefault()}
          describedBy={STATUS_ID}
          autoFocus
        />
        <p id={STATUS_ID} role="status" className={styles.status}>
          {status}
        </p>
      </div>
      <NoScriptNote text={searchMessages.noScript} />
      {state.kind === "done" && state.results.length > 0 ? (
        <ol ref={results} className={styles.results} aria-label={`Results for “${state.query}”`}>
          {state.results.map((result) => (
            <li key={result.url} className={styles.result}>
              <p className={styles.kind}>{result.meta.kind}</p>
              <h2 className={styles.resultTitle}>
                <a href={result.url}>{result.meta.title ?? result.url}</a>
              </h2>
              {/* Pagefind's excerpt: the page's own text, escaped, with the matching words in <mark>. */}
              <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: searchExcerptHtml(result.excerpt) }} />
              <Sections result={result} />
            </li>
          ))}
        </ol>
      ) : null}
      {state.kind === "done" && state.total > state.results.length ? (
        <p className={styles.more}>
          <button type="button" className="btn btn-secondary" onClick={() => setLimit((shown) => shown + PAGE_SIZE)}>
            Show more results
          </button>
        </p>
      ) : null}
      <section className={styles.browse} aria-labelledby="browse-title">
        <h2 id="browse-title">Browse</h2>
        <div className={styles.browseLists}>
          {browse.map((list) => (
            <nav key={list.id} aria-labelledby={list.id}>
              <h3 id={list.id}>{list.title}</h3>
              <ul>
                {list.names.map((name) => (
                  <li key={name}>
                    <Link to={list.path(name)}>{name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </section>
    </div>
  )
}

/** The sections of a long page where the words were found (its headings), up to three. */
function Sections({ result }: { result: PagefindResult }) {
  const sections = result.sub_results.filter((section) => section.url.includes("#")).slice(0, 3)
  if (sections.length === 0) return null
  return (
    <ul className={styles.sections} aria-label={`Sections of ${result.meta.title ?? "this page"}`}>
      {sections.map((section) => (
        <li key={section.url}>
          <a href={section.url}>{section.title}</a>
        </li>
      ))}
    </ul>
  )
}
