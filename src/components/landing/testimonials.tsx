import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../ui/responsive-image"
import { StarRating } from "../ui/star-rating"
import { SectionHeading } from "./section-heading"
import * as styles from "./testimonials.module.css"

export type Testimonial = {
  name: string
  role: string
  rating: number
  comment: string
  image: IGatsbyImageData | undefined
}

type Props = { testimonials: readonly Testimonial[] }

export function Testimonials({ testimonials }: Props) {
  return (
    <section className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading id="testimonials-title" eyebrow="Loved by busy people" title="What our users say" />
        <ul className={styles.grid}>
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className={styles.card}>
                <StarRating rating={t.rating} />
                <blockquote className={styles.quote}>
                  <p>“{t.comment}”</p>
                </blockquote>
                <figcaption className={styles.person}>
                  {t.image ? <ResponsiveImage image={t.image} alt="" className={styles.avatar} /> : null}
                  <span>
                    <strong>{t.name}</strong>
                    <span className={styles.role}>{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
