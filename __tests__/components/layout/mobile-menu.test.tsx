import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MobileMenu } from "../../../src/components/layout/mobile-menu"

// jsdom cannot navigate; stop link clicks at the document once React has handled them.
const stopNavigation = (event: MouseEvent) => event.preventDefault()
beforeAll(() => document.addEventListener("click", stopNavigation))
afterAll(() => document.removeEventListener("click", stopNavigation))

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

  it("opens as a modal dialog with the four links once hydrated", async () => {
    render(<MobileMenu />)
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }))
    const menu = screen.getByRole("dialog", { name: "Menu" })
    expect(menu).toHaveAttribute("open")
    for (const name of ["Features", "Blog", "Pricing", "Feedback"]) {
      expect(screen.getByRole("link", { name })).toBeInTheDocument()
    }
  })

  it("closes when a link is chosen and gives focus back to the button", async () => {
    render(<MobileMenu />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    await userEvent.click(toggle)
    await userEvent.click(screen.getByRole("link", { name: "Pricing" }))
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open")
    expect(toggle).toHaveFocus()
  })

  it("gives focus back to the button when the browser closes it (Escape)", async () => {
    render(<MobileMenu />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    await userEvent.click(toggle)
    const menu = screen.getByRole("dialog")
    menu.removeAttribute("open")
    fireEvent(menu, new Event("close"))
    expect(toggle).toHaveFocus()
  })

  it("has a close button", async () => {
    render(<MobileMenu />)
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }))
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }))
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open")
  })
})
