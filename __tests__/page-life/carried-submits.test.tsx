import React from "react"
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { NewsletterForm } from "../../src/components/forms/newsletter-form"
import { messages } from "../../src/lib/messages"
import { CANNOT_SEND_EVENT, HELD_SUBMIT, holdSubmitsUntilLive } from "../../src/page-life/held-submits"
import { HydrateLater } from "../../src/page-life/hydrate-later"
import { PART_LIVE_ATTRIBUTE, startFirstLoad } from "../../src/page-life/marker"
import { answerWith, answers, sent, useMsw } from "../support/msw"
import { followLinkBeforeFooterTurn } from "../support/page-turns"
import { hydrate, partsTakeTheirTurns, serverHtml } from "../support/server-html"

useMsw()

// Stage 1's script, as every page runs it before its bundles (src/page-life/held-submits.ts).
beforeAll(() => holdSubmitsUntilLive(HELD_SUBMIT, CANNOT_SEND_EVENT))
beforeEach(() => {
  startFirstLoad()
  document.body.innerHTML = ""
  document.documentElement.removeAttribute(HELD_SUBMIT.cannotSend)
})

/** A page as the site frames it: a header and a footer hydrated in turns, the footer with the newsletter form. */
function framedPage(name: string) {
  return function FramedPage() {
    return (
      <>
        <HydrateLater id="site-header">
          <a href="/pricing">Pricing</a>
        </HydrateLater>
        <main>
          <h1>{name}</h1>
        </main>
        <HydrateLater id="site-footer">
          <footer>
            <NewsletterForm idPrefix="footer-newsletter" />
          </footer>
        </HydrateLater>
      </>
    )
  }
}
const FirstPage = framedPage("First page")
const NextPage = framedPage("Next page")

/** The first page as the server sent it, with the footer's Join pressed before the JavaScript ran. */
async function joinedBeforeLive(address: string) {
  const container = document.createElement("div")
  container.innerHTML = serverHtml(<FirstPage />)
  document.body.appendChild(container)
  const footer = within(screen.getByRole("contentinfo"))
  await userEvent.type(footer.getByLabelText("Email address"), address)
  await userEvent.click(footer.getByRole("button", { name: "Join" }))
  expect(footer.getByRole("button", { name: "Joining..." })).toBeDisabled()
  return container
}

describe("a Join held in the footer of a page left before the footer's turn", () => {
  it("is sent once by the next page's footer, which shows the answer; nothing is dropped", async () => {
    answerWith("newsletter", answers.newsletter.success)
    const container = await joinedBeforeLive("reader@example.com")
    followLinkBeforeFooterTurn(<FirstPage />, <NextPage />, container)
    // The tasks the queue had left (not the request's own timeout).
    act(() => void jest.advanceTimersByTime(10))
    jest.useRealTimers()

    const footer = within(screen.getByRole("contentinfo"))
    expect(screen.getByRole("heading", { name: "Next page" })).toBeInTheDocument()
    expect(await footer.findByText(messages.newsletter.success)).toBeInTheDocument()
    expect(footer.getByLabelText("Email address")).toHaveValue("")
    expect(sent).toHaveLength(1)
    await expect(sent[0].json()).resolves.toEqual({ email: "reader@example.com" })
  })

  it("keeps the address in the next page's field when sending fails", async () => {
    const container = await joinedBeforeLive("fail@example.com")
    followLinkBeforeFooterTurn(<FirstPage />, <NextPage />, container)
    // The tasks the queue had left (not the request's own timeout).
    act(() => void jest.advanceTimersByTime(10))
    jest.useRealTimers()

    const footer = within(screen.getByRole("contentinfo"))
    expect(await footer.findByText(messages.newsletter.failure)).toHaveAttribute("role", "alert")
    expect(footer.getByLabelText("Email address")).toHaveValue("fail@example.com")
    expect(sent).toHaveLength(1)
  })
})

describe("a Join the page gave up on before its bundles came", () => {
  it("stays given up once the form is live: its failure shown, nothing sent until the next Join", async () => {
    answerWith("newsletter", answers.newsletter.success)
    const container = await joinedBeforeLive("reader@example.com")
    // The loader's chunk-load timeout passed (src/page-life/bundle-loader.ts); the bundles come later.
    document.dispatchEvent(new Event(CANNOT_SEND_EVENT))
    const footer = within(screen.getByRole("contentinfo"))
    expect(footer.getByRole("alert")).toHaveTextContent(messages.newsletter.failure)
    expect(footer.getByRole("button", { name: "Join" })).toBeEnabled()

    hydrate(<FirstPage />, container)
    await partsTakeTheirTurns()
    expect(document.getElementById("site-footer")).toHaveAttribute(PART_LIVE_ATTRIBUTE)
    expect(footer.getByRole("alert")).toHaveTextContent(messages.newsletter.failure)
    expect(footer.getByLabelText("Email address")).toHaveValue("reader@example.com")
    expect(sent).toHaveLength(0)

    await userEvent.click(footer.getByRole("button", { name: "Join" }))
    expect(await footer.findByText(messages.newsletter.success)).toBeInTheDocument()
    expect(sent).toHaveLength(1)
  })
})
