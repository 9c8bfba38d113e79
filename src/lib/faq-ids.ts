import { slugify } from "./slugify"

/** The id of an FAQ item on the landing page, which search results link to: "Is there a free trial?" -> "faq-is-there-a-free-trial". */
export const faqItemId = (question: string) => `faq-${slugify(question)}`
