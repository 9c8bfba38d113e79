import React, { useEffect } from "react"
import { graphql, type PageProps } from "gatsby"
import { DownloadSection } from "../components/landing/download-section"
import { Faq } from "../components/landing/faq"
import { Features } from "../components/landing/features"
import { Hero } from "../components/landing/hero"
import { Problems } from "../components/landing/problems"
import { ScreenshotCarousel } from "../components/landing/screenshot-carousel"
import { SetupSteps } from "../components/landing/setup-steps"
import { Testimonials } from "../components/landing/testimonials"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import { scrollToHashAfterArrival } from "../lib/scroll-to-section"
import { faqJsonLd, organizationJsonLd } from "../lib/structured-data"
import { toTestimonials } from "../lib/to-testimonials"

export default function LandingPage({ data, location }: PageProps<Queries.LandingPageQuery>) {
  useEffect(() => scrollToHashAfterArrival(location.hash), [location.hash])

  const faq = data.allFaqJson.nodes
  return (
    <Layout>
      <Seo
        path="/"
        preloadImage={data.heroImage?.childImageSharp?.gatsbyImageData}
        jsonLd={[organizationJsonLd(), faqJsonLd(faq)]}
      />
      <Hero
        image={data.heroImage?.childImageSharp?.gatsbyImageData ?? undefined}
        imageAlt={`The ${site.productName} break screen on a Mac, with its settings window behind it`}
      />
      <Problems problems={data.allProblemsJson.nodes} />
      <Features features={data.allFeaturesJson.nodes} />
      <Testimonials testimonials={toTestimonials(data.allTestimonialsJson.nodes)} />
      <ScreenshotCarousel
        title={`${site.productName} in Action`}
        screenshots={data.allScreenshotsJson.nodes.map((shot) => ({
          alt: shot.alt,
          image: shot.src.childImageSharp?.gatsbyImageData ?? undefined,
        }))}
      />
      <SetupSteps steps={data.allSetupStepsJson.nodes} />
      <Faq items={faq} />
      <DownloadSection />
    </Layout>
  )
}

export const query = graphql`
  query LandingPage {
    heroImage: file(sourceInstanceName: { eq: "data" }, relativePath: { eq: "images/app-hero.png" }) {
      childImageSharp {
        gatsbyImageData(
          width: 640
          placeholder: NONE
          formats: [AUTO, WEBP, AVIF]
          quality: 70
          outputPixelDensities: [0.5, 0.75, 1, 1.125, 1.5, 2]
          sizes: "(min-width: 960px) 560px, calc(100vw - 2rem)"
        )
      }
    }
    allProblemsJson {
      nodes {
        title
        description
        icon
      }
    }
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
    allScreenshotsJson {
      nodes {
        alt
        src {
          childImageSharp {
            gatsbyImageData(width: 480, height: 320, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF], quality: 72)
          }
        }
      }
    }
    allSetupStepsJson {
      nodes {
        title
        description
      }
    }
    allFaqJson {
      nodes {
        question
        answerHtml
      }
    }
  }
`
