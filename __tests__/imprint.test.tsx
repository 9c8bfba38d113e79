/**
 * The imprint's provider details are operator configuration: placeholders warn at build time,
 * one warning each, and the operator's values reach the page once set.
 */
import React from "react"
import { render, screen } from "@testing-library/react"
import type { ParentSpanPluginArgs } from "gatsby"

const OPERATOR = {
  GATSBY_COMPANY_NAME: "Pausenwerk GmbH",
  GATSBY_COMPANY_REPRESENTATIVE: "Erika Musterfrau",
  GATSBY_COMPANY_STREET: "Hauptstraße 1",
  GATSBY_COMPANY_POSTCODE: "12345",
  GATSBY_COMPANY_CITY: "Musterstadt",
  GATSBY_COMPANY_VAT_ID: "DE000000000",
}

/** Loads gatsby-node and the imprint components afresh, with the given environment. */
function load(env: Record<string, string>) {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  // The build's checks before it starts (gatsby-node.ts's onPreBootstrap calls preflight), not the
  // hook itself: the hook also puts Gatsby's working files back into the project's public/.
  let modules: {
    gatsbyNode: typeof import("../src/gatsby-node/preflight")
    details: typeof import("../src/components/legal/imprint-details")
  }
  jest.isolateModules(() => {
    modules = { gatsbyNode: require("../src/gatsby-node/preflight"), details: require("../src/components/legal/imprint-details") }
  })
  process.env = saved
  return modules!
}

function buildWarnings(gatsbyNode: { preflight: (args: Pick<ParentSpanPluginArgs, "reporter">) => void }) {
  const warn = jest.fn()
  const saved = process.env.gatsby_executing_command
  // What Gatsby's CLI sets for `gatsby build`.
  process.env.gatsby_executing_command = "build"
  try {
    gatsbyNode.preflight({ reporter: { warn } } as unknown as ParentSpanPluginArgs)
  } finally {
    if (saved === undefined) delete process.env.gatsby_executing_command
    else process.env.gatsby_executing_command = saved
  }
  return warn.mock.calls.map(([message]) => message as string)
}

describe("imprint configuration", () => {
  it("warns once per placeholder still present, naming the field and how to set it", () => {
    const warnings = buildWarnings(load({}).gatsbyNode)
    expect(warnings).toEqual([
      'Imprint: company name is still the placeholder "[Firmenname]". Set GATSBY_COMPANY_NAME or edit src/config/site.ts.',
      'Imprint: company representative is still the placeholder "[Vor- und Nachname]". Set GATSBY_COMPANY_REPRESENTATIVE or edit src/config/site.ts.',
      'Imprint: company street is still the placeholder "[Straße und Hausnummer]". Set GATSBY_COMPANY_STREET or edit src/config/site.ts.',
      'Imprint: company postcode is still the placeholder "[PLZ]". Set GATSBY_COMPANY_POSTCODE or edit src/config/site.ts.',
      'Imprint: company city is still the placeholder "[Ort]". Set GATSBY_COMPANY_CITY or edit src/config/site.ts.',
      'Imprint: company vatId is still the placeholder "[USt-IdNr.]". Set GATSBY_COMPANY_VAT_ID or edit src/config/site.ts.',
    ])
  })

  it("warns only about the fields still missing", () => {
    const { GATSBY_COMPANY_VAT_ID: _vat, ...withoutVat } = OPERATOR
    expect(buildWarnings(load(withoutVat).gatsbyNode)).toEqual([
      expect.stringContaining('company vatId is still the placeholder "[USt-IdNr.]"'),
    ])
  })

  it("shows the operator's details, postcode and city on their own line above the country", () => {
    const { gatsbyNode, details } = load(OPERATOR)
    expect(buildWarnings(gatsbyNode)).toEqual([])
    const { container } = render(<details.CompanyAddress />)
    const lines = container.querySelector("address")!.innerHTML.split("<br>")
    expect(lines).toEqual(["Pausenwerk GmbH", "Vertreten durch: Erika Musterfrau", "Hauptstraße 1", "12345 Musterstadt", "Deutschland"])
    render(<details.VatId />)
    expect(screen.getByText("DE000000000")).toBeInTheDocument()
  })
})
