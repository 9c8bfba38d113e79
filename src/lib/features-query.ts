import { graphql } from "gatsby"

/** The landing page, the offers page and the press kit list the same features from features.json. */
export const fragment = graphql`
  fragment FeatureFields on FeaturesJson {
    title
    description
    icon
    comingSoon
  }
`
