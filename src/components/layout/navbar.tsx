import React from "react"
import { Link } from "gatsby"
import { anchors, site } from "../../config/site"
import { SEARCH_KEYS } from "../../search/shortcut"
import { needsScript } from "../ui/no-script-note"
import { Icon } from "../ui/icon"
import { SectionLink } from "../ui/section-link"
import { Logo } from "./logo"
import { MobileMenu } from "./mobile-menu"
import { primaryNav } from "./nav-links"
import * as iconButton from "../ui/icon-button.module.css"
import * as styles from "./navbar.module.css"

export function Navbar() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.home} aria-label={`${site.productName} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.links}>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.link} activeClassName={styles.active} partiallyActive>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <SectionLink section={anchors.download} className={`btn btn-primary ${styles.cta}`}>
            Explore Free Trial
          </SectionLink>
        </nav>
        <div className={styles.tools}>
          {/* A full page load (a plain link): only the search page's own policy lets the search run. Ctrl+K or
              Cmd+K does the same from anywhere (src/search/shortcut.ts), which the hint shows where there is room. */}
          <a href={site.search.path} className={`${iconButton.button} ${styles.search}`} aria-keyshortcuts={SEARCH_KEYS}>
            <Icon name="search" />
            <span className="visually-hidden">Search</span>
            <span className={`${styles.keys} ${needsScript}`} aria-hidden="true">
              <kbd className={styles.apple}>⌘</kbd>
              <kbd className={styles.other}>Ctrl</kbd>
              <kbd>K</kbd>
            </span>
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
