import React from "react"
import { graphql, type PageProps } from "gatsby"
import { DownloadSection } from "../components/landing/download-section"
import { Faq } from "../components/landing/faq"
import { Features } from "../components/product/features"
import { Hero } from "../components/landing/hero"
import { Problems } from "../components/landing/problems"
import { ScreenshotCarousel } from "../components/landing/screenshot-carousel"
import { SetupSteps } from "../components/landing/setup-steps"
import { Testimonials } from "../components/product/testimonials"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { site } from "../config/site"
import { faqJsonLd, organizationJsonLd, websiteJsonLd } from "../lib/structured-data"

export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  const faq = data.allFaqJson.nodes
  return (
    <Layout>
      <Seo
        path="/"
        preloadImage={data.heroImage?.childImageSharp?.gatsbyImageData}
        jsonLd={[organizationJsonLd(), websiteJsonLd(), faqJsonLd(faq)]}
      />
      <Hero
        image={data.heroImage?.childImageSharp?.gatsbyImageData ?? undefined}
        imageAlt={`The ${site.productName} break screen on a Mac, with its settings window behind it`}
      />
      <Problems problems={data.allProblemsJson.nodes} />
      <Features features={data.allFeaturesJson.nodes} />
      <Testimonials testimonials={data.publishedTestimonials} />
      <ScreenshotCarousel title={`${site.productName} in Action`} screenshots={data.allScreenshotsJson.nodes} />
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
        # The page's largest paint: the only image that keeps AVIF (a third smaller than WebP for this
        # transparent PNG, docs/performance.md), at the widths phones and desktops ask for.
        gatsbyImageData(
          width: 600
          placeholder: NONE
          formats: [AUTO, WEBP, AVIF]
          quality: 70
          outputPixelDensities: [0.8, 1.2, 1.6, 2]
          sizes: "(min-width: 960px) 560px, calc(100vw - 2rem)"
        )
      }
    }
    allProblemsJson {
      nodes {
        ...ProblemFields
      }
    }
    ...ProductProof
    allScreenshotsJson {
      nodes {
        ...CarouselScreenshot
      }
    }
    allSetupStepsJson {
      nodes {
        ...SetupStepFields
      }
    }
    allFaqJson {
      nodes {
        ...FaqItemFields
      }
    }
  }
`
