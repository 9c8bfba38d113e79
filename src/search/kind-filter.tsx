import React from "react"
import { searchMessages } from "../lib/search-messages"
import { SEARCH_KINDS, type SearchKind } from "./kinds"
import * as styles from "./kind-filter.module.css"

type Props = {
  /** The kind shown; null for every kind. */
  kind: SearchKind | null
  counts: Readonly<Record<SearchKind, number>>
  all: number
  onChange: (kind: SearchKind | null) => void
}

const NAME = "search-kind"

/**
 * The kinds of result, each with how many match, as radio buttons: one choice at a time, a group
 * the keyboard reaches with one Tab and moves through with the arrow keys, and its choice and count
 * read out by screen readers ("Help, 3 results, radio button, checked, 2 of 5").
 */
export function KindFilter({ kind, counts, all, onChange }: Props) {
  const choices = [
    { id: null, label: searchMessages.allKinds, count: all },
    ...SEARCH_KINDS.map(({ id, label }) => ({ id, label, count: counts[id] })),
  ]
  return (
    <fieldset className={styles.kinds}>
      <legend className={styles.legend}>{searchMessages.kinds}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.id ?? "all"} className={styles.choice}>
            <input
              type="radio"
              name={NAME}
              value={choice.id ?? ""}
              checked={kind === choice.id}
              onChange={() => onChange(choice.id)}
              className={styles.radio}
            />
            <span className={styles.label}>
              {choice.label}{" "}
              <span className={styles.count}>
                {choice.count}
                <span className="visually-hidden"> {choice.count === 1 ? "result" : "results"}</span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
