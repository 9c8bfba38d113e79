import React, { useEffect, useRef, useState } from "react"
import { categoryPath, type PostCategory } from "../lib/blog-paths"
import { helpTopicPath, type HelpTopic } from "../lib/help-paths"
import { searchMessages } from "../lib/search-messages"
import { useFieldState } from "../hooks/use-field-state"
import { NoScriptNote, needsScript } from "../components/ui/no-script-note"
import { readAddress, withAddress } from "./address"
import { KindFilter } from "./kind-filter"
import { kindLabel, type SearchKind } from "./kinds"
import { landing } from "./landing"
import { search, type Found, type PagefindResult } from "./pagefind"
import { SearchForm } from "./search-form"
import { SEARCH_FIELD_ID as FIELD_ID } from "./shortcut"
import { RESULT_KEYS, useResultKeys } from "./use-result-keys"
import { useSettled } from "./use-settled"
import * as styles from "./search.module.css"
import { searchExcerptHtml } from "../lib/trusted-types"

const STATUS_ID = "search-status"

/** Results shown at first, and added by each "Show more results". */
const PAGE_SIZE = 10

/** How long the results must stay the same before the live region announces their count. */
const ANNOUNCE_AFTER_MS = 700

type State = { kind: "ready" } | ({ kind: "done"; query: string } & Found) | { kind: "failed" }

/** A list of ways in, each name linked to its page (method syntax: each list's path takes its own kind of name). */
type BrowseList = { id: string; title: string; names: readonly string[]; path(name: string): string }

type Props = { topics: readonly HelpTopic[]; categories: readonly PostCategory[] }

/**
 * The page's address with the query and the kind in it, so that a reload, a result's back button,
 * a bookmark or a shared link come back to them. Replaced, not pushed: one entry in the history for
 * the search, whatever was typed or chosen on the way.
 */
function keepInAddress(query: string, kind: SearchKind | null) {
  // Replaced in place: a navigation would load the page anew while the visitor types.
  window.history.replaceState(window.history.state, "", withAddress(window.location.href, { query, kind }))
}

/** What the status line says (shown at once, announced once it settles): the count once the results are in, in the kind shown. */
function statusOf(state: State, kind: SearchKind | null): string {
  if (state.kind === "failed") return searchMessages.failed
  if (state.kind === "ready") return searchMessages.ready
  const label = kind ? kindLabel(kind) : undefined
  if (state.total > 0) return searchMessages.found(state.total, state.query, label)
  return kind && state.all > 0 ? searchMessages.noneInKind(state.query, label!, state.all) : searchMessages.none(state.query)
}

/**
 * The search page's body: a search box that answers as the visitor types, the kinds of result with
 * their counts, the results with where each is, its title and the passage it matched (each opening on those
 * words: ./landing.ts), and, always, what there is to browse. Without JavaScript (or if the index
 * cannot load) the topics and categories are the way in, and the page says so.
 */
export function SiteSearch({ topics, categories }: Props) {
  const [query, setQuery] = useFieldState(FIELD_ID)
  const [kind, setKind] = useState<SearchKind | null>(null)
  const [state, setState] = useState<State>({ kind: "ready" })
  const [limit, setLimit] = useState(PAGE_SIZE)
  const area = useRef<HTMLDivElement>(null)
  const browse: BrowseList[] = [
    { id: "browse-help", title: "Help topics", names: topics, path: helpTopicPath },
    { id: "browse-blog", title: "Blog categories", names: categories, path: categoryPath },
  ]
  useResultKeys(area, FIELD_ID)
  const shown = statusOf(state, kind)
  const announced = useSettled(shown, ANNOUNCE_AFTER_MS)

  // The address's query and kind (/search?q=...&kind=...) are searched on arrival. The index itself
  // (Pagefind's script, its WebAssembly and the words: about 75 KB compressed besides the index) loads
  // with the first query, not before: most visits to this page start with the box empty
  // (docs/performance.md#javascript-before-any-interaction).
  useEffect(() => {
    const fromAddress = readAddress(window.location.search)
    if (fromAddress.query) setQuery((typed) => typed || fromAddress.query)
    setKind(fromAddress.kind)
    // The box has focus on arrival (autofocus); where the browser did not give it (a window that was
    // not focused as the page loaded), nor has the visitor moved on, it takes it now.
    const box = document.getElementById(FIELD_ID)
    if (!document.activeElement || document.activeElement === document.body) box?.focus({ preventScroll: true })
  }, [setQuery])

  // A new query or kind starts again from the first results.
  useEffect(() => setLimit(PAGE_SIZE), [query, kind])

  useEffect(() => {
    const term = query.trim()
    keepInAddress(term, kind)
    if (!term) {
      setState((now) => (now.kind === "failed" ? now : { kind: "ready" }))
      return
    }
    let current = true
    search(term, kind, limit)
      .then((found) => {
        if (current && found) setState({ kind: "done", query: term, ...found })
      })
      .catch(() => current && setState({ kind: "failed" }))
    return () => {
      current = false
    }
  }, [query, kind, limit])

  return (
    <div ref={area} className={`container ${styles.search}`}>
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
        {/* Seen with the results, so nothing below moves once they are shown (a count of one line
            replacing a hint of two, at 390 px); heard once they have settled (the live region), so a
            screen reader announces one count, not one for each letter typed. */}
        <p className={styles.status} aria-hidden="true">
          {shown}
        </p>
        <p id={STATUS_ID} role="status" className="visually-hidden">
          {announced}
        </p>
        {state.kind === "done" && state.all > 0 ? (
          <KindFilter kind={kind} counts={state.counts} all={state.all} onChange={setKind} />
        ) : null}
      </div>
      <NoScriptNote text={searchMessages.noScript} />
      {state.kind === "done" && state.results.length > 0 && state.stage === "any" ? (
        <p className={styles.note}>{searchMessages.someWords}</p>
      ) : null}
      {state.kind === "done" && state.results.length > 0 ? (
        <ol className={styles.results} aria-label={`Results for “${state.query}”`}>
          {state.results.map((result) => (
            <Result key={result.url} result={result} />
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
                    <a href={list.path(name)}>{name}</a>
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

/**
 * Where a result is ("Help › Getting started", "Blog › Wellness"): the parts of its kind meta, with a
 * separator screen readers read as a comma.
 */
function Where({ kind }: { kind: string }) {
  return (
    <p className={styles.where}>
      {kind.split(" · ").map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 ? (
            <>
              <span className="visually-hidden">, </span>
              <span className={styles.separator} aria-hidden="true">
                ›
              </span>
            </>
          ) : null}
          {part}
        </React.Fragment>
      ))}
    </p>
  )
}

/**
 * One result: where it is, its title, the passage it matched (its words marked), and the sections
 * of a long page where they were found (its headings, up to three). Plain links, each a full page
 * load that lands on the passage: ./landing.ts.
 */
function Result({ result }: { result: PagefindResult }) {
  const title = result.meta.title ?? result.url
  const to = landing(result)
  return (
    <li className={styles.result} {...{ [RESULT_KEYS.result]: "" }}>
      <Where kind={result.meta.kind ?? ""} />
      <h2 className={styles.resultTitle}>
        <a href={to.url} {...{ [RESULT_KEYS.link]: "" }}>
          {title}
        </a>
      </h2>
      {/* Pagefind's excerpt: the page's own text, escaped, with the matching words in <mark>. */}
      <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: searchExcerptHtml(result.excerpt) }} />
      {to.sections.length > 0 ? (
        <ul className={styles.sections} aria-label={`Sections of ${title}`}>
          {to.sections.map((section) => (
            <li key={section.url}>
              <a href={section.url}>{section.title}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
