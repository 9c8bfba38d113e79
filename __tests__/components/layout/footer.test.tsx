import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../../src/components/layout/footer"
import { site } from "../../../src/config/site"

describe("Footer", () => {
  beforeEach(() => render(<Footer />))

  it("lists the product links", () => {
    const product = within(screen.getByRole("navigation", { name: "Product" }))
    expect(product.getByRole("link", { name: "Download App" })).toHaveAttribute("href", "/#download")
    expect(product.getByRole("link", { name: /Release Notes/ })).toHaveAttribute("href", site.links.releaseNotes)
    expect(product.getByRole("link", { name: "PressKit" })).toHaveAttribute("href", "/presskit")
    expect(product.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
    expect(product.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog")
  })

  it("lists contact and legal links", () => {
    const contact = within(screen.getByRole("navigation", { name: "Contact" }))
    expect(contact.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", site.social.instagram)
    expect(contact.getByRole("link", { name: /^X/ })).toHaveAttribute("href", site.social.x)
    expect(contact.getByRole("link", { name: "Feedback" })).toHaveAttribute("href", "/feedback")
    expect(contact.getByRole("link", { name: site.contactEmail })).toHaveAttribute("href", `mailto:${site.contactEmail}`)
    const support = within(screen.getByRole("navigation", { name: "Support" }))
    expect(support.getByRole("link", { name: "Help center" })).toHaveAttribute("href", "/help")
    expect(support.getByRole("link", { name: "Search" })).toHaveAttribute("href", site.search.path)
    expect(support.getByRole("link", { name: "Manage your license" })).toHaveAttribute("href", "/manage-your-license")
    const legal = within(screen.getByRole("navigation", { name: "Legal" }))
    expect(legal.getByRole("link", { name: "Imprint" })).toHaveAttribute("href", "/imprint")
    expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy")
    expect(legal.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms-and-conditions")
  })

  it("opens external links in a new tab safely", () => {
    const external = screen.getAllByRole("link").filter((link) => link.getAttribute("target") === "_blank")
    expect(external.length).toBeGreaterThanOrEqual(3)
    external.forEach((link) => expect(link).toHaveAttribute("rel", "noopener noreferrer"))
  })

  it("holds the newsletter form", () => {
    expect(screen.getByRole("form", { name: "Newsletter signup" })).toBeInTheDocument()
  })
})
