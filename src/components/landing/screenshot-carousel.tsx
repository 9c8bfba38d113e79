import React from "react"
import { graphql } from "gatsby"
import { carousel } from "./carousel.island"
import { Island } from "../../islands/render"
import { SectionHeading } from "../ui/section-heading"

/** Each slide is its image: the 480 by 320 px of docs/spec/SITE-SPEC.md §9 is set here and nowhere else. */
export const fragment = graphql`
  fragment CarouselScreenshot on ScreenshotsJson {
    alt
    src {
      childImageSharp {
        # 1x and 2x; WebP with a JPEG fallback (the screenshots have no transparency).
        gatsbyImageData(width: 480, height: 320, placeholder: NONE, formats: [JPG, WEBP], quality: 72, outputPixelDensities: [1, 2])
      }
    }
  }
`

type Props = { title: string; screenshots: readonly Queries.CarouselScreenshotFragment[] }

/** The landing page's "{product} in Action": its heading, and the carousel itself, an island (./carousel.tsx). */
export function ScreenshotCarousel({ title, screenshots }: Props) {
  return (
    <section className="section" aria-labelledby="carousel-title">
      <div className="container">
        <SectionHeading id="carousel-title" eyebrow="Screenshots" title={title}>
          <p>Calm break screens, simple settings and a tiny menu bar helper. Click a screenshot to enlarge it.</p>
        </SectionHeading>
      </div>
      <Island of={carousel} title={title} screenshots={screenshots} />
    </section>
  )
}
