import React from "react"
import { Link } from "gatsby"
import { anchors, site } from "../../config/site"
import { HELP_PATH } from "../../lib/help-paths"
import { newsletterForm } from "../forms/newsletter-form.island"
import { Island } from "../../islands/render"
import { ExternalLink } from "../ui/external-link"
import { Icon, type IconName } from "../ui/icon"
import { Logo } from "./logo"
import * as styles from "./footer.module.css"

/** A footer link: a page of the site, a section of the landing page, another site (new tab), or an address to write to. */
type FooterLink =
  | { label: string; to: string }
  | { label: string; section: string }
  | { label: string; external: string; icon?: IconName }
  | { label: string; mailto: string }

function FooterLinkItem({ link }: { link: FooterLink }) {
  if ("to" in link) return <Link to={link.to}>{link.label}</Link>
  if ("section" in link) return <a href={`/#${link.section}`}>{link.label}</a>
  if ("mailto" in link) return <a href={`mailto:${link.mailto}`}>{link.label}</a>
  return (
    <ExternalLink href={link.external} className={link.icon ? styles.iconLink : undefined}>
      {link.icon ? <Icon name={link.icon} size={18} /> : null}
      {link.icon ? ` ${link.label}` : link.label}
    </ExternalLink>
  )
}

/** docs/spec/SITE-SPEC.md §2: product, contact and legal links; and the help center's. */
const columns: Array<{ id: string; heading: string; links: FooterLink[] }> = [
  {
    id: "footer-product",
    heading: "Product",
    links: [
      { label: "Download App", section: anchors.download },
      { label: "Release Notes", external: site.links.releaseNotes },
      { label: "PressKit", to: "/presskit" },
      { label: "Pricing", to: "/pricing" },
      { label: "Blog", to: "/blog" },
    ],
  },
  {
    id: "footer-support",
    heading: "Support",
    links: [
      { label: "Help center", to: HELP_PATH },
      { label: "Search", to: site.search.path },
      { label: "Manage your license", to: "/manage-your-license" },
    ],
  },
  {
    id: "footer-contact",
    heading: "Contact",
    links: [
      { label: "Instagram", external: site.social.instagram, icon: "instagram" },
      { label: "X", external: site.social.x, icon: "x" },
      { label: "Feedback", to: "/feedback" },
      { label: site.contactEmail, mailto: site.contactEmail },
    ],
  },
  {
    id: "footer-legal",
    heading: "Legal",
    links: [
      { label: "Imprint", to: "/imprint" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms and Conditions", to: "/terms-and-conditions" },
    ],
  },
]

export function Footer() {
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section id={anchors.newsletter} className={styles.newsletter} aria-labelledby="footer-newsletter-title">
          <Logo />
          <h2 id="footer-newsletter-title" className={styles.newsletterTitle}>
            Better breaks, in your inbox
          </h2>
          <p className={styles.muted}>Short tips on taking breaks, plus news about {site.productName}. No spam.</p>
          <Island of={newsletterForm} idPrefix="footer-newsletter" />
        </section>
        {columns.map((column) => (
          <nav key={column.id} aria-labelledby={column.id} className={styles.column}>
            <h2 id={column.id} className={styles.heading}>
              {column.heading}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} {site.productName}. Break reminders for your Mac.
        </p>
      </div>
    </footer>
  )
}
