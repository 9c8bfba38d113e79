import React, { useCallback, useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { anchors, site } from "../../config/site"
import { Icon } from "../ui/icon"
import { SectionLink } from "../ui/section-link"
import { Logo } from "./logo"
import { primaryNav } from "./nav-links"
import * as styles from "./mobile-menu.module.css"

const MENU_ID = "mobile-menu"

/**
 * A full-screen menu built on <dialog>: the browser traps focus inside it, closes it on
 * Escape and hands focus back to the button that opened it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) {
      dialog.close()
      buttonRef.current?.focus()
    }
  }, [open])

  const close = useCallback(() => setOpen(false), [])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.toggle} ${styles.opener}`}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        id={MENU_ID}
        className={styles.dialog}
        aria-label="Menu"
        onClose={close}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
      >
        <div className={styles.top}>
          <Link to="/" aria-label={`${site.productName} home`} onClick={close} className={styles.home}>
            <Logo />
          </Link>
          <button type="button" className={styles.toggle} onClick={close} autoFocus>
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
