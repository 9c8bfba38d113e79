/** When the limited-time code stops working, as an operator set it (src/config/site.ts, offer.ends; docs/offers.md#the-limited-time-code). */
import React from "react"
import { render, screen } from "@testing-library/react"
import { OfferEnd } from "../../../src/components/offers/offer-end"

describe("OfferEnd", () => {
  it("says nothing while no end is set", () => {
    const { container } = render(<OfferEnd ends={undefined} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("gives the last day the code works, written out", () => {
    render(<OfferEnd ends="2026-12-31" />)
    expect(screen.getByText("Valid until December 31, 2026")).toBeInTheDocument()
  })

  it("stops the build, naming the setting, on an end that is not a day", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    for (const ends of ["31.12.2026", "2026-02-30", "soon"]) {
      expect(() => render(<OfferEnd ends={ends} />)).toThrow(`src/config/site.ts: offer.ends is "${ends}", not a day such as 2026-12-31`)
    }
  })
})
