import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { render, screen } from "@testing-library/react"
import { editorComponents } from "../../../src/components/mdx/editor-components"
import { appFacts } from "../../../src/config/app-facts"
import { site } from "../../../src/config/site"

const { Callout, Figure, Kbd, Steps, Fact, ContactEmail } = Object.fromEntries(
  Object.entries(editorComponents).map(([name, c]) => [name, c.render]),
)

// They render once, at build time, into an article's HTML: plain markup, no script, no style attribute.
describe("the editor components", () => {
  it("a callout is a note that says what kind it is, with its title if it has one", () => {
    render(
      <Callout type="warning" title="Reset only when you need to">
        <p>Resets are counted.</p>
      </Callout>,
    )
    const note = screen.getByRole("note")
    expect(note).toHaveTextContent("Warning: Reset only when you need to")
    expect(note).toHaveTextContent("Resets are counted.")
  })

  it("a callout without a title still says what kind it is", () => {
    render(
      <Callout type="tip">
        <p>Stand up.</p>
      </Callout>,
    )
    expect(screen.getByRole("note")).toHaveTextContent(/^Tip: ?TipStand up\.$/)
  })

  it("steps keep the list a numbered list; keys are <kbd>; a figure has its caption", () => {
    const html = renderToStaticMarkup(
      <>
        <Steps>
          <ol>
            <li>Download</li>
          </ol>
        </Steps>
        <Kbd>Command</Kbd>
        <Figure caption="The break screen">
          <img alt="A break screen" src="/static/x.jpg" />
        </Figure>
      </>,
    )
    expect(html).toContain('<div class="mdx-steps"><ol><li>Download</li></ol></div>')
    expect(html).toContain('<kbd class="mdx-kbd">Command</kbd>')
    expect(html).toContain("<figcaption>The break screen</figcaption>")
    expect(html).not.toMatch(/style=|<script/)
  })

  it("a fact is its text from the facts module, and the contact address is a mailto link from configuration", () => {
    const html = renderToStaticMarkup(
      <p>
        Needs <Fact name="macOS" />. Write to <ContactEmail />.
      </p>,
    )
    expect(html).toBe(`<p>Needs ${appFacts.macOS.text}. Write to <a href="mailto:${site.contactEmail}">${site.contactEmail}</a>.</p>`)
  })
})
