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
