import { graphql } from "gatsby"

/** What the landing and offers pages both show of the product: every feature, and the testimonials this build publishes (src/gatsby-node/testimonials.ts). */
export const fragment = graphql`
  fragment ProductProof on Query {
    allFeaturesJson {
      nodes {
        ...FeatureFields
      }
    }
    publishedTestimonials {
      ...TestimonialFields
    }
  }
`
