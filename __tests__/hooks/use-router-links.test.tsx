import React, { useRef } from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { ownPolicyPages, site } from "../../src/config/site"
import { useRouterLinks } from "../../src/hooks/use-router-links"

/** Links in HTML rendered at build time, as an article's body holds them. */
function Body({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useRouterLinks(ref)
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: html }} />
}

// jsdom cannot load another page: a click the router does not take is cancelled here, after it has been seen.
const keepJsdomHere = (event: MouseEvent) => event.preventDefault()
beforeEach(() => {
  jest.mocked(navigate).mockClear()
  document.addEventListener("click", keepJsdomHere)
})
afterEach(() => document.removeEventListener("click", keepJsdomHere))

describe("useRouterLinks", () => {
  it("hands a link to another page of this site to the router", async () => {
    render(<Body html={'<p><a href="/pricing">plans</a> and <a href="/help/working-hours#when">working hours</a></p>'} />)
    await userEvent.click(screen.getByRole("link", { name: "plans" }))
    await userEvent.click(screen.getByRole("link", { name: "working hours" }))
    expect(navigate).toHaveBeenCalledWith("/pricing")
    expect(navigate).toHaveBeenCalledWith("/help/working-hours#when")
  })

  it("lets the pages with a policy of their own load anew, with it", async () => {
    expect(ownPolicyPages).toContain(site.search.path)
    render(<Body html={ownPolicyPages.map((page) => `<a href="${page}?q=x">${page}</a>`).join(" ")} />)
    for (const page of ownPolicyPages) await userEvent.click(screen.getByRole("link", { name: page }))
    expect(navigate).not.toHaveBeenCalled()
  })

  it("leaves other sites, new tabs and modified clicks to the browser", async () => {
    render(
      <Body
        html={'<a href="https://example.com/">elsewhere</a> <a href="/blog" target="_blank">new tab</a> <a href="/feedback">feedback</a>'}
      />,
    )
    await userEvent.click(screen.getByRole("link", { name: "elsewhere" }))
    await userEvent.click(screen.getByRole("link", { name: "new tab" }))
    const user = userEvent.setup()
    await user.keyboard("{Control>}")
    await user.click(screen.getByRole("link", { name: "feedback" }))
    await user.keyboard("{/Control}")
    expect(navigate).not.toHaveBeenCalled()
  })
})
