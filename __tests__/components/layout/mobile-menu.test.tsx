import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MobileMenu } from "../../../src/components/layout/mobile-menu"

// jsdom cannot navigate; stop link clicks at the document once React has handled them.
const stopNavigation = (event: MouseEvent) => event.preventDefault()
beforeAll(() => document.addEventListener("click", stopNavigation))
afterAll(() => document.removeEventListener("click", stopNavigation))

describe("MobileMenu", () => {
  it("opens from a button that reports its state and controls the menu", async () => {
    render(<MobileMenu />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu")
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
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
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })

  it("closes on Escape (the dialog's cancel event)", async () => {
    render(<MobileMenu />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    await userEvent.click(toggle)
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  it("has a close button", async () => {
    render(<MobileMenu />)
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }))
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }))
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })
})
