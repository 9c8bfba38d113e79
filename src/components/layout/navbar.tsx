import React from "react"
import { Link } from "gatsby"
import { anchors, site } from "../../config/site"
import { SEARCH_KEYS } from "../../search/shortcut"
import { Icon } from "../ui/icon"
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
          <a href={`/#${anchors.download}`} className={`btn btn-primary ${styles.cta}`}>
            Explore Free Trial
          </a>
        </nav>
        <div className={styles.tools}>
          {/* Ctrl+K or Cmd+K does the same from anywhere (src/search/shortcut.ts); where there is room, the link's
              stylesheet shows the keys. */}
          <a href={site.search.path} className={`${iconButton.button} ${styles.search}`} aria-keyshortcuts={SEARCH_KEYS}>
            <Icon name="search" />
            <span className="visually-hidden">Search</span>
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
