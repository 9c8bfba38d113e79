/** The folder of public/ that holds the articles' sharing images (./render.ts): no page may take its address (src/gatsby-node/page-addresses.ts). */
export const SOCIAL_IMAGES_DIR = "social"
