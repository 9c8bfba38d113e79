import React from "react"
import { graphql } from "gatsby"
import { ResponsiveImage } from "../ui/responsive-image"
import { StarRating } from "../ui/star-rating"
import { PageSection } from "../ui/page-section"
import * as styles from "./testimonials.module.css"

/** Shared by the landing and offers pages, which both show the testimonials. */
export const fragment = graphql`
  fragment TestimonialFields on TestimonialsJson {
    name
    role
    rating
    comment
    image {
      childImageSharp {
        # Shown at 48 px: the 1x and the 2x (96 px) file.
        gatsbyImageData(width: 48, height: 48, layout: FIXED, placeholder: NONE, formats: [JPG, WEBP], quality: 75)
      }
    }
  }
`

type Props = { testimonials: readonly Queries.TestimonialFieldsFragment[] }

export function Testimonials({ testimonials }: Props) {
  return (
    <PageSection headingId="testimonials-title" eyebrow="Loved by busy people" title="What our users say">
      <ul className={styles.grid}>
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className={styles.card}>
              <StarRating rating={t.rating} />
              <blockquote className={styles.quote}>
                <p>“{t.comment}”</p>
              </blockquote>
              <figcaption className={styles.person}>
                {t.image.childImageSharp ? (
                  <ResponsiveImage image={t.image.childImageSharp.gatsbyImageData} alt="" className={styles.avatar} />
                ) : null}
                <span>
                  <strong>{t.name}</strong>
                  <span className={styles.role}>{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
