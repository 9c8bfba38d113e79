/**
 * At the reset limit the license page gives one route, the help's (content/help/license-reset-messages):
 * write to the contact address with the email address and license key. No second route to /feedback.
 */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import ManageYourLicensePage from "../../src/pages/manage-your-license"
import { site } from "../../src/config/site"

type Props = React.ComponentProps<typeof ManageYourLicensePage>

describe("the license page, at the reset limit", () => {
  it("sends a visitor who reaches the limit to the contact address, with their email address and license key, and nowhere else", () => {
    render(<ManageYourLicensePage {...({ data: { helpLinksJson: null } } as unknown as Props)} />)
    const limit = screen.getByRole("heading", { name: "Please reset only when you need to" }).nextElementSibling as HTMLElement
    expect(limit).toHaveTextContent(
      `Resets are counted, and excessive resets may get a license blocked. If you reach the limit, write to ${site.contactEmail} with your email address and license key, and we'll help.`,
    )
    expect(
      within(limit)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([`mailto:${site.contactEmail}`])
    expect(screen.queryByRole("link", { name: "contact support" })).not.toBeInTheDocument()
  })
})
