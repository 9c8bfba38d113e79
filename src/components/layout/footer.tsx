import React from "react"
import { Link } from "gatsby"
import { anchors, site } from "../../config/site"
import { NewsletterForm } from "../forms/newsletter-form"
import { ExternalLink } from "../ui/external-link"
import { Icon } from "../ui/icon"
import { SectionLink } from "../ui/section-link"
import { Logo } from "./logo"
import * as styles from "./footer.module.css"

export function Footer() {
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section id={anchors.newsletter} className={styles.newsletter} aria-labelledby="footer-newsletter-title">
          <Logo />
          <h2 id="footer-newsletter-title" className={styles.newsletterTitle}>
            Healthier workdays, in your inbox
          </h2>
          <p className={styles.muted}>Short tips on breaks, posture and focus, plus news about {site.productName}. No spam.</p>
          <NewsletterForm idPrefix="footer-newsletter" />
        </section>

        <nav aria-labelledby="footer-product" className={styles.column}>
          <h2 id="footer-product" className={styles.heading}>
            Product
          </h2>
          <ul>
            <li>
              <SectionLink section={anchors.download}>Download App</SectionLink>
            </li>
            <li>
              <ExternalLink href={site.links.releaseNotes}>Release Notes</ExternalLink>
            </li>
            <li>
              <Link to="/presskit">PressKit</Link>
            </li>
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-contact" className={styles.column}>
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ul>
            <li>
              <ExternalLink href={site.social.instagram} className={styles.iconLink}>
                <Icon name="instagram" size={18} /> Instagram
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.social.x} className={styles.iconLink}>
                <Icon name="x" size={18} /> X
              </ExternalLink>
            </li>
            <li>
              <Link to="/feedback">Feedback</Link>
            </li>
            <li>
              <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal" className={styles.column}>
          <h2 id="footer-legal" className={styles.heading}>
            Legal
          </h2>
          <ul>
            <li>
              <Link to="/imprint">Imprint</Link>
            </li>
            {/* Full page loads: each page's security policy comes with its document, and only these
                two allow the legal widget's origin (src/post-build/security-headers.ts). */}
            <li>
              <a href="/privacy-policy">Privacy Policy</a>
            </li>
            <li>
              <a href="/terms-and-conditions">Terms and Conditions</a>
            </li>
            <li>
              <Link to="/manage-your-license">Manage your license</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} {site.productName}. Made for healthier workdays on Mac.
        </p>
      </div>
    </footer>
  )
}
