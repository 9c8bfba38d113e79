import React from "react"
import { useRotatingWord } from "../../hooks/use-rotating-word"
import * as styles from "./rotating-word.module.css"

type Props = { words: readonly string[] }

/**
 * Screen readers get the full list once, as plain text; the changing word is hidden from
 * them so it isn't read out every 2.5 s.
 */
export function RotatingWord({ words }: Props) {
  const word = useRotatingWord(words)
  const spoken = `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`
  return (
    <span className={styles.wrap}>
      <span className="visually-hidden">{spoken}</span>
      <span key={word} className={styles.word} aria-hidden="true" data-testid="rotating-word">
        {word}
      </span>
    </span>
  )
}
