/**
 * The testimonials section as a visitor reads it: how reviews are checked, where and when each was
 * given, a sample marked as one, initials where a person gave no picture, and, with none to publish,
 * a section that says so (docs/editing.md#add-a-testimonial).
 */
import React from "react"
import fs from "fs"
import path from "path"
import { render, screen, within } from "@testing-library/react"
import { Testimonials } from "../../../src/components/product/testimonials"

type Testimonial = Queries.TestimonialFieldsFragment

/** content/data/testimonials.json as the page query hands it over: fields the file leaves out arrive as null. */
const shipped: Testimonial[] = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/data/testimonials.json"), "utf8")).map(
  (entry: Partial<Testimonial>) => ({ image: null, provenance: null, sample: null, ...entry }) as Testimonial,
)

const real: Testimonial = {
  name: "Ana Lima",
  role: "Illustrator",
  rating: 5,
  comment: "The break screen is the nicest interruption of my day.",
  sample: null,
  image: null,
  provenance: {
    source: "A review on the Mac App Store",
    url: "https://apps.example/review/1",
    given: "October 2026",
    checked: "matched to a license bought with the same email address",
  },
}

const section = () => screen.getByRole("region", { name: "What our users say" })

describe("Testimonials", () => {
  it("says how reviews are checked, above them", () => {
    render(<Testimonials testimonials={[real]} />)
    expect(section()).toHaveTextContent("We publish a review only from someone who has used Respite, and only with their consent.")
  })

  it("gives each published one where and when it was given, and how it was checked, with a link to the original", () => {
    render(<Testimonials testimonials={[real]} />)
    const figure = screen.getByRole("figure")
    const card = within(figure)
    expect(figure.querySelector("figcaption")).toHaveTextContent(
      "Ana LimaIllustratorA review on the Mac App Store (opens in a new tab), October 2026. Checked: matched to a license bought with the same email address.",
    )
    expect(card.getByRole("link", { name: /A review on the Mac App Store/ })).toHaveAttribute("href", real.provenance!.url)
    expect(card.queryByText(/Sample review/)).not.toBeInTheDocument()
  })

  it("marks every shipped sample as one, each rated and with the person's initials, never a drawn face", () => {
    render(<Testimonials testimonials={shipped} />)
    const cards = screen.getAllByRole("figure")
    expect(cards).toHaveLength(shipped.length)
    for (const [index, card] of cards.entries()) {
      expect(card).toHaveTextContent("Sample review: made up, and left out of the published site")
      expect(within(card).getByRole("img", { name: `${shipped[index].rating} out of 5 stars` })).toBeInTheDocument()
      expect(card.querySelector("img:not([role])")).toBeNull()
    }
    expect(cards.map((card) => card.querySelector("figcaption [aria-hidden]")?.textContent)).toEqual(["MC", "DO", "SM"])
  })

  it("with none to publish, keeps the section, says no review is published yet, and asks for one", () => {
    render(<Testimonials testimonials={[]} />)
    expect(section()).toHaveTextContent("No reviews are published here yet.")
    expect(within(section()).getByRole("link", { name: "Tell us what you think" })).toHaveAttribute("href", "/feedback")
    expect(screen.queryByRole("figure")).not.toBeInTheDocument()
  })
})
