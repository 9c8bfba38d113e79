import React from "react"
import { graphql, Link } from "gatsby"
import { site } from "../../config/site"
import { ExternalLink } from "../ui/external-link"
import { ResponsiveImage } from "../ui/responsive-image"
import { StarRating } from "../ui/star-rating"
import { PageSection } from "../ui/page-section"
import * as styles from "./testimonials.module.css"

/** Shared by the landing and offers pages, which both show the testimonials this build publishes (src/schema/testimonials.ts). */
export const fragment = graphql`
  fragment TestimonialFields on TestimonialsJson {
    name
    role
    rating
    comment
    sample
    provenance {
      source
      url
      given(formatString: "MMMM YYYY")
      checked
    }
    image {
      childImageSharp {
        # Shown at 48 px: the 1x and the 2x (96 px) file.
        gatsbyImageData(width: 48, height: 48, layout: FIXED, placeholder: NONE, formats: [JPG, WEBP], quality: 75)
      }
    }
  }
`

type Props = { testimonials: readonly Queries.TestimonialFieldsFragment[] }

/** "Sofia Martínez" -> "SM": the avatar of a person who gave no picture of their own. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .filter((_word, index, words) => index === 0 || index === words.length - 1)
    .map((word) => Array.from(word)[0].toUpperCase())
    .join("")

/**
 * The testimonials, and how they were checked: the section says what every published one carries
 * (docs/editing.md#add-a-testimonial), each card where and when it was given. A sample, which only
 * development and local builds show, says it is one. With none to publish, the section says so and
 * asks for a review, so the page keeps its shape.
 */
export function Testimonials({ testimonials }: Props) {
  const intro = (
    <p>
      We publish a review only from someone who has used {site.productName}, and only with their consent. Each one says where and when it
      was given; we checked that its author used {site.productName} before publishing it.
    </p>
  )
  return (
    <PageSection headingId="testimonials-title" eyebrow="Reviews" title="What our users say" intro={intro}>
      {testimonials.length === 0 ? (
        <p className={styles.none}>
          No reviews are published here yet. Tried {site.productName}? <Link to="/feedback">Tell us what you think</Link>: with your
          permission, your words could be the first.
        </p>
      ) : (
        <ul className={styles.grid}>
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className={styles.card}>
                {t.sample ? <p className={styles.sample}>Sample review: made up, and left out of the published site</p> : null}
                <StarRating rating={t.rating} />
                <blockquote className={styles.quote}>
                  <p>“{t.comment}”</p>
                </blockquote>
                <figcaption>
                  <span className={styles.person}>
                    {t.image?.childImageSharp ? (
                      <ResponsiveImage image={t.image.childImageSharp.gatsbyImageData} alt="" className={styles.avatar} />
                    ) : (
                      <span className={styles.initials} aria-hidden="true">
                        {initialsOf(t.name)}
                      </span>
                    )}
                    <span>
                      <strong>{t.name}</strong>
                      <span className={styles.role}>{t.role}</span>
                    </span>
                  </span>
                  {t.provenance ? (
                    <span className={styles.source}>
                      {t.provenance.url ? <ExternalLink href={t.provenance.url}>{t.provenance.source}</ExternalLink> : t.provenance.source},{" "}
                      {t.provenance.given}. Checked: {t.provenance.checked}.
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  )
}
