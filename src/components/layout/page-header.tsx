import React from "react"
import * as styles from "./page-header.module.css"

type Props = { eyebrow?: string; title: string; children?: React.ReactNode }

export function PageHeader({ eyebrow, title, children }: Props) {
  return (
    <header className={styles.header}>
      <div className="container">
        {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.intro}>{children}</div> : null}
      </div>
    </header>
  )
}
