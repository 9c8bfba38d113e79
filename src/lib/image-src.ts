import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * An image's renditions shown at another width: `sizes` (how wide the image is in the layout, for
 * the browser to choose a file) in place of the one its query gave.
 */
export const withSizes = (image: IGatsbyImageData, sizes: string): IGatsbyImageData => ({
  ...image,
  images: {
    fallback: image.images.fallback && { ...image.images.fallback, sizes },
    sources: image.images.sources?.map((source) => ({ ...source, sizes })),
  },
})
