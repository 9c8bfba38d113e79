import React from "react"
import { site } from "../config/site"
import { HELD_SUBMIT } from "../head-scripts/held-submits"
import { needsScript } from "../components/ui/no-script-note"
import * as styles from "./search-form.module.css"

type Props = {
  /** The field's id, unique on the page. */
  id: string
  label: string
  /** Controlled by the search page as the visitor types; elsewhere the form only leads there. */
  value?: string
  onChange?: (value: string) => void
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
  /** Ids of what describes the field (the search page's status line). */
  describedBy?: string
  autoFocus?: boolean
  /**
   * Under a page's title (/help, /blog), rather than on the search page itself. The box leads to the
   * search page, which needs JavaScript: without it, the page's own links are the way on, and the box
   * gives way to them.
   */
  inHeader?: boolean
}

/**
 * A search box that works as plain HTML: a GET form to the search page, which loads anew with
 * ?q=... (a full page load: only the search page's policy lets the search run). It is never held
 * by the head script of stage 1 (src/head-scripts/held-submits.ts): its native submit is what
 * it is for. On the search page itself, once live, typing searches at once (./site-search.tsx).
 */
export function SearchForm({ id, label, value, onChange, onSubmit, describedBy, autoFocus, inHeader }: Props) {
  const placement = inHeader ? `${styles.inHeader} ${needsScript}` : ""
  return (
    <form
      role="search"
      action={site.search.path}
      method="get"
      className={`${styles.form} ${placement}`}
      onSubmit={onSubmit}
      {...{ [HELD_SUBMIT.native]: "" }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={`input ${styles.input}`}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={describedBy}
          autoFocus={autoFocus}
          {...(onChange
            ? { value: value ?? "", onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value) }
            : {})}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
    </form>
  )
}
