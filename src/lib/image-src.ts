import type { IGatsbyImageData } from "gatsby-plugin-image"

/** The URL of the largest fallback (JPEG/PNG) rendition, for social cards and structured data. */
export const imageSrc = (image: IGatsbyImageData | null | undefined) => image?.images.fallback?.src

/**
 * The same renditions shown at another width: `sizes` (how wide the image is in the layout, for
 * the browser to choose a file) in place of the one its query gave.
 */
export const withSizes = (image: IGatsbyImageData, sizes: string): IGatsbyImageData => ({
  ...image,
  images: {
    fallback: image.images.fallback && { ...image.images.fallback, sizes },
    sources: image.images.sources?.map((source) => ({ ...source, sizes })),
  },
})
