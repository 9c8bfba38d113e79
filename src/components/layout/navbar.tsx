import React from "react"
import { Link } from "gatsby"
import { anchors, site } from "../../config/site"
import { SectionLink } from "../ui/section-link"
import { Logo } from "./logo"
import { MobileMenu } from "./mobile-menu"
import { primaryNav } from "./nav-links"
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
        <MobileMenu />
      </div>
    </header>
  )
}
