/**
 * What the editors' data files hold, for the counts the tests expect: read from content/data, never
 * typed out, so a new FAQ item, screenshot or testimonial is tested without editing a test.
 */
import faq from "../content/data/faq.json"
import screenshots from "../content/data/screenshots.json"
import testimonials from "../content/data/testimonials.json"

export const CONTENT = {
  faqItems: faq.length,
  screenshots: screenshots.length,
  /** The star ratings as their images are named ("5 out of 5 stars"), one per testimonial. */
  ratings: testimonials.map((testimonial) => `${testimonial.rating} out of 5 stars`),
}
