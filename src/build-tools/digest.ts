import { createHash } from "crypto"

/** A short fingerprint of a text: two texts with the same digest are taken to be the same. */
export const digestOf = (text: string) => createHash("sha1").update(text).digest("hex")
