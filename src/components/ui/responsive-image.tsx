import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./responsive-image.module.css"

type Props = {
  image: IGatsbyImageData
  alt: string
  /** "eager" for the image that is likely the page's largest paint. */
  loading?: "lazy" | "eager"
  className?: string
  /** Keep the image at its own width (the width attribute), no wider than the screen, instead of filling its box. */
  intrinsicSize?: boolean
}

/**
 * Renders the AVIF/WebP/JPEG variants that gatsby-plugin-image produced at build time as a
 * plain <picture>. GatsbyImage would add ~25 KB of JavaScript (it lazy-loads react-dom/server
 * to hydrate images); native lazy loading plus width/height attributes give the same result
 * with no script and no layout shift.
 */
export function ResponsiveImage({ image, alt, loading = "lazy", className, intrinsicSize = false }: Props) {
  const { images, width, height } = image
  return (
    <picture className={`${styles.picture} ${className ?? ""}`}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={intrinsicSize ? styles.intrinsic : styles.img}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding={loading === "eager" ? "sync" : "async"}
        {...(loading === "eager" ? { fetchpriority: "high" } : {})}
      />
    </picture>
  )
}
