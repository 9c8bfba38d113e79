import React from "react"
import { Helmet } from "react-helmet"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { hiddenFromSearch, site } from "../../config/site"
import type { JsonLd } from "../../lib/structured-data"

type Props = {
  /** Page title; the site name is appended. Omit on the landing page. */
  title?: string
  description?: string
  /** Path of this page, e.g. "/pricing"; used for the canonical URL. */
  path: string
  /** Absolute URL or site-relative path of the social image. */
  image?: string
  imageAlt?: string
  type?: "website" | "article"
  publishedTime?: string
  /** Structured data for this page, from the builders of src/lib/structured-data.ts, already written as JSON-LD no text in it can close. */
  jsonLd?: JsonLd | readonly JsonLd[]
  /** The page's largest image above the fold: fetched from <head>, before any script. */
  preloadImage?: IGatsbyImageData
  children?: React.ReactNode
}

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${site.siteUrl}${url}`)

/** The only component that writes to <head>: every page's title, description and sharing tags. */
export function Seo({
  title,
  description = site.description,
  path,
  image = site.socialImage,
  imageAlt = `${site.productName}: ${site.tagline}`,
  type = "website",
  publishedTime,
  jsonLd,
  preloadImage,
  children,
}: Props) {
  const preload = preloadImage?.images.sources?.[0] ?? preloadImage?.images.fallback
  const fullTitle = title ? site.titleTemplate.replace("%s", title) : site.title
  const url = `${site.siteUrl}${path === "/" ? "/" : path.replace(/\/+$/, "")}`
  const imageUrl = absolute(image)
  const structured: readonly JsonLd[] = jsonLd === undefined ? [] : typeof jsonLd === "string" ? [jsonLd] : jsonLd
  return (
    // <html lang> is set once, for every page, in gatsby-ssr.tsx.
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {hiddenFromSearch.includes(path) ? <meta name="robots" content="noindex" /> : null}
      {preload ? (
        <link
          rel="preload"
          as="image"
          imageSrcSet={preload.srcSet}
          imageSizes={preload.sizes}
          {...("type" in preload && preload.type ? { type: preload.type } : {})}
          {...{ fetchpriority: "high" }}
        />
      ) : null}
      <meta property="og:site_name" content={site.productName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content="en_US" />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.social.xHandle} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {structured.map((text, index) => (
        <script key={index} type="application/ld+json">
          {text}
        </script>
      ))}
      {children}
    </Helmet>
  )
}
