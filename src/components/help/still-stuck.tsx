import React from "react"
import { Link } from "gatsby"
import { site } from "../../config/site"
import * as styles from "./help.module.css"

/** The end of every help page: where to go when the answer was not there. */
export function StillStuck() {
  return (
    <section className={styles.stuck} aria-labelledby="still-stuck" data-pagefind-ignore="">
      <h2 id="still-stuck">Still stuck?</h2>
      <p>Tell us what you were looking for and what happened: we read every message, and the answer may become the next article here.</p>
      <p className={styles.stuckActions}>
        <Link to="/feedback" className="btn btn-primary">
          Send feedback
        </Link>
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
      </p>
    </section>
  )
}
