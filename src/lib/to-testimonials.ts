import { graphql } from "gatsby"
import type { Testimonial } from "../components/landing/testimonials"

/** Shared by the landing and offers pages, which both show the testimonials. */
export const toTestimonials = (nodes: readonly Queries.TestimonialFieldsFragment[]): Testimonial[] =>
  nodes.map((node) => ({
    name: node.name,
    role: node.role,
    rating: node.rating,
    comment: node.comment,
    image: node.image.childImageSharp?.gatsbyImageData ?? undefined,
  }))

export const fragment = graphql`
  fragment TestimonialFields on TestimonialsJson {
    name
    role
    rating
    comment
    image {
      childImageSharp {
        gatsbyImageData(width: 96, height: 96, placeholder: NONE, formats: [AUTO, WEBP, AVIF], quality: 75)
      }
    }
  }
`
