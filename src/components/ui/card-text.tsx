import React from "react"

type Props = {
  /** What stands above the title: an icon, a step's number. */
  mark: React.ReactNode
  markClassName: string
  /** The mark says nothing the list does not (a step's number repeats its place in the <ol>). */
  markHidden?: boolean
  title: string
  description: string
}

/** What a card or a step on the landing page shows: its mark, its title and one line (IconCards, SetupSteps). */
export function CardText({ mark, markClassName, markHidden = false, title, description }: Props) {
  return (
    <>
      <span className={markClassName} aria-hidden={markHidden || undefined}>
        {mark}
      </span>
      <h3>{title}</h3>
      <p>{description}</p>
    </>
  )
}
