import React from "react"
import { render, screen, within } from "@testing-library/react"
import { MobileMenu } from "../../../src/components/layout/mobile-menu"

// The menu has no script of its own (src/components/layout/mobile-menu.tsx): the browser opens and
// closes it (e2e/support/scenarios/controls.ts drives it in Chromium and WebKit); here, its HTML.

describe("MobileMenu", () => {
  it("works without JavaScript: its buttons carry the native command and popover that open and close it", () => {
    render(<MobileMenu />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    const menu = screen.getByRole("dialog", { hidden: true })
    expect(menu).toHaveAttribute("id", "mobile-menu")
    expect(menu).toHaveAttribute("popover", "auto")
    expect(toggle).toHaveAttribute("commandfor", "mobile-menu")
    expect(toggle).toHaveAttribute("command", "show-modal")
    expect(toggle).toHaveAttribute("popovertarget", "mobile-menu")
    expect(toggle).toHaveAttribute("aria-haspopup", "dialog")
    const close = screen.getByRole("button", { name: "Close menu", hidden: true })
    expect(close).toHaveAttribute("command", "close")
    expect(close).toHaveAttribute("popovertargetaction", "hide")
  })

  it("holds the four links and the trial button, sections of the landing page as plain links to it", () => {
    render(<MobileMenu />)
    const menu = screen.getByRole("dialog", { hidden: true })
    const link = (name: string) => within(menu).getByRole("link", { name, hidden: true })
    expect(link("Features")).toHaveAttribute("href", "/#features")
    expect(link("Blog")).toHaveAttribute("href", "/blog")
    expect(link("Pricing")).toHaveAttribute("href", "/pricing")
    expect(link("Feedback")).toHaveAttribute("href", "/feedback")
    expect(link("Explore Free Trial")).toHaveAttribute("href", "/#download")
  })
})
