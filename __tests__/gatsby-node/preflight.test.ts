import { preflight } from "../../src/gatsby-node/preflight"

/** Runs the checks before a build as the Gatsby command `command` would, with what Gatsby's reporter was told. */
function preflightUnder(command: string | undefined) {
  const saved = process.env.gatsby_executing_command
  if (command === undefined) delete process.env.gatsby_executing_command
  else process.env.gatsby_executing_command = command
  const panic = jest.fn()
  try {
    preflight({ reporter: { panic, warn: jest.fn() } } as never)
  } finally {
    if (saved === undefined) delete process.env.gatsby_executing_command
    else process.env.gatsby_executing_command = saved
  }
  return panic.mock.calls.map(([message]) => String(message))
}

describe("the checks before a build", () => {
  it("go on under gatsby build and gatsby develop", () => {
    expect(preflightUnder("build")).toEqual([])
    expect(preflightUnder("develop")).toEqual([])
  })

  it("stop, naming the cause, when Gatsby no longer says which command runs (drafts would be previewed or hidden by chance)", () => {
    expect(preflightUnder(undefined)).toEqual([expect.stringMatching(/gatsby_executing_command.*preview from a build to deploy/)])
  })
})

const COMPANY = {
  GATSBY_COMPANY_NAME: "Respite GmbH",
  GATSBY_COMPANY_REPRESENTATIVE: "Erika Mustermann",
  GATSBY_COMPANY_STREET: "Pausenweg 1",
  GATSBY_COMPANY_POSTCODE: "10115",
  GATSBY_COMPANY_CITY: "Berlin",
  GATSBY_COMPANY_VAT_ID: "DE123456789",
}

/**
 * What `gatsby build` is told before it builds with these variables (src/config/site.ts reads them
 * when it is first imported, so each run imports it afresh).
 */
function buildWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env }
  for (const name of Object.keys(process.env))
    if (name.startsWith("GATSBY_COMPANY_") || name === "GATSBY_SITE_URL") delete process.env[name]
  Object.assign(process.env, { gatsby_executing_command: "build" }, env)
  const panic = jest.fn()
  const warn = jest.fn()
  try {
    jest.isolateModules(() => {
      const { preflight: fresh } = require("../../src/gatsby-node/preflight") as typeof import("../../src/gatsby-node/preflight")
      fresh({ reporter: { panic, warn } } as never)
    })
  } finally {
    process.env = saved
  }
  return { panics: panic.mock.calls.map(([message]) => String(message)), warnings: warn.mock.calls.map(([message]) => String(message)) }
}

describe("the provider's details in the imprint", () => {
  it("stop a build for the real address that lacks one, naming its variable (the country has a default)", () => {
    const { GATSBY_COMPANY_STREET: _street, ...withoutStreet } = COMPANY
    const { panics } = buildWith({ GATSBY_SITE_URL: "https://respite.app", ...withoutStreet })
    expect(panics).toEqual([expect.stringContaining("set GATSBY_COMPANY_STREET (")])
  })

  it("let a build for the real address through when every one is set", () => {
    expect(buildWith({ GATSBY_SITE_URL: "https://respite.app", ...COMPANY }).panics).toEqual([])
  })

  it("only warn, one line a placeholder, in a build for no address or for this machine", () => {
    for (const env of [{}, { GATSBY_SITE_URL: "http://localhost:9000" }]) {
      const { panics, warnings } = buildWith(env)
      expect(panics).toEqual([])
      expect(warnings).toEqual(expect.arrayContaining([expect.stringContaining("Set GATSBY_COMPANY_STREET")]))
    }
  })
})
