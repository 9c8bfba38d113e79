import React from "react"
import { Link } from "gatsby"
import { anchors, site } from "../../config/site"
import { Icon } from "../ui/icon"
import { Logo } from "./logo"
import { primaryNav } from "./nav-links"
import * as iconButton from "../ui/icon-button.module.css"
import * as styles from "./mobile-menu.module.css"

const MENU_ID = "mobile-menu"

/**
 * A full-screen menu that opens and closes in plain HTML: it needs no script of its own. Its buttons
 * carry two native ways of working a <dialog popover>: invoker commands (`command="show-modal"`: a
 * modal dialog, in Chromium and Firefox, and Safari from 26.2), and, where those are unknown, the
 * popover attributes they take precedence over (Safari 17 to 26.1: a full-screen popover). Either
 * way the browser moves focus to the close button (autofocus), closes the menu on Escape and gives
 * focus back to the menu button. A link followed to a section of the same page closes it too
 * (src/head-scripts/section-arrival.ts).
 */
export function MobileMenu() {
  return (
    <>
      <button
        type="button"
        className={`${iconButton.button} ${styles.opener}`}
        aria-haspopup="dialog"
        aria-controls={MENU_ID}
        commandfor={MENU_ID}
        command="show-modal"
        popovertarget={MENU_ID}
      >
        <Icon name="menu" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog id={MENU_ID} popover="auto" className={styles.dialog} aria-label="Menu">
        <div className={styles.top}>
          <Link to="/" aria-label={`${site.productName} home`} className={styles.home}>
            <Logo />
          </Link>
          <button
            type="button"
            className={iconButton.button}
            commandfor={MENU_ID}
            command="close"
            popovertarget={MENU_ID}
            popovertargetaction="hide"
            autoFocus
          >
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            <li>
              <a href={`/#${anchors.features}`} className={styles.item}>
                Features
              </a>
            </li>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.item}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <a href={`/#${anchors.download}`} className={`btn btn-primary btn-large ${styles.cta}`}>
            Explore Free Trial
          </a>
        </nav>
      </dialog>
    </>
  )
}
