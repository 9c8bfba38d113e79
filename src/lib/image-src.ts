import type { IGatsbyImageData } from "gatsby-plugin-image"

/** The URL of the largest fallback (JPEG/PNG) rendition, for social cards and structured data. */
export const imageSrc = (image: IGatsbyImageData | null | undefined) => image?.images.fallback?.src
