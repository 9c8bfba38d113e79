import React, { useRef } from "react"
import { Link } from "gatsby"
import { anchors, site } from "../../config/site"
import { Icon } from "../ui/icon"
import { SectionLink } from "../ui/section-link"
import { Logo } from "./logo"
import { primaryNav } from "./nav-links"
import * as iconButton from "../ui/icon-button.module.css"
import * as styles from "./mobile-menu.module.css"

const MENU_ID = "mobile-menu"

/**
 * A full-screen menu that opens and closes in plain HTML, before the JavaScript has arrived and
 * without it. Its buttons carry two native ways of working a <dialog popover>: invoker commands
 * (`command="show-modal"`: a modal dialog, in Chromium and Firefox, and Safari from 26.2), and,
 * where those are unknown, the popover attributes they take precedence over (Safari 17 to 26.1:
 * a full-screen popover). Either way the browser moves focus to the close button (autofocus),
 * closes the menu on Escape and gives focus back to the menu button.
 *
 * Once hydrated, the buttons always open it as a modal dialog (showModal): focus stays in the
 * menu and the page behind is inert in every browser. React keeps no open/closed state: the
 * dialog's own state is the only one, so a menu opened before hydration carries on.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const open = (event: React.MouseEvent) => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Instead of the native command or popover: the same menu, modal in every browser.
    event.preventDefault()
    if (!dialog.open) dialog.showModal()
  }

  const close = () => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Closing gives focus back to the menu button (onClose below; hidePopover does it natively).
    if (dialog.open) dialog.close()
    // A menu opened as a popover before hydration is closed the way it was opened.
    if (typeof dialog.hidePopover === "function" && dialog.matches(":popover-open")) dialog.hidePopover()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${iconButton.button} ${styles.opener}`}
        aria-haspopup="dialog"
        aria-controls={MENU_ID}
        commandfor={MENU_ID}
        command="show-modal"
        popovertarget={MENU_ID}
        onClick={open}
      >
        <Icon name="menu" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        id={MENU_ID}
        popover="auto"
        className={styles.dialog}
        aria-label="Menu"
        // Escape closes a modal dialog natively; either way focus goes back to the menu button.
        onClose={() => buttonRef.current?.focus()}
      >
        <div className={styles.top}>
          <Link to="/" aria-label={`${site.productName} home`} onClick={close} className={styles.home}>
            <Logo />
          </Link>
          <button
            type="button"
            className={iconButton.button}
            commandfor={MENU_ID}
            command="close"
            popovertarget={MENU_ID}
            popovertargetaction="hide"
            onClick={(event) => {
              event.preventDefault()
              close()
            }}
            autoFocus
          >
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            <li>
              <SectionLink section={anchors.features} className={styles.item} onNavigate={close}>
                Features
              </SectionLink>
            </li>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.item} onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <SectionLink section={anchors.download} className={`btn btn-primary btn-large ${styles.cta}`} onNavigate={close}>
            Explore Free Trial
          </SectionLink>
        </nav>
      </dialog>
    </>
  )
}
