import { graphql } from "gatsby"

/** What the landing and offers pages both show of the product: every feature and every testimonial. */
export const fragment = graphql`
  fragment ProductProof on Query {
    allFeaturesJson {
      nodes {
        ...FeatureFields
      }
    }
    allTestimonialsJson {
      nodes {
        ...TestimonialFields
      }
    }
  }
`
