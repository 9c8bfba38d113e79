import React from "react"
import * as styles from "./rotating-word.module.css"

type Props = { words: readonly [string, string, string] }

/**
 * The headline's changing word, rotated by a CSS animation (rotating-word.module.css): it runs from
 * the first paint, with or without JavaScript, and hydration leaves it alone because nothing here
 * changes after the server has rendered it. Every word is in the page, stacked in one place, and
 * the animation shows each in turn for 2.5 s; with reduced motion only the first shows.
 *
 * Screen readers get the full list once, as plain text; the changing words are hidden from
 * them so they aren't read out every 2.5 s.
 */
export function RotatingWord({ words }: Props) {
  const spoken = `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`
  return (
    <span className={styles.wrap}>
      <span className="visually-hidden">{spoken}</span>
      <span className={styles.words} aria-hidden="true">
        {words.map((word) => (
          <span key={word} className={styles.word} data-testid="rotating-word">
            {word}
          </span>
        ))}
      </span>
    </span>
  )
}
