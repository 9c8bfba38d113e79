/**
 * The configuration as nodes (src/gatsby-node/configuration-node.ts): each part's digest is its
 * values as this build resolved them, environment included, so a changed setting changes the node
 * of the part that holds it, and only that one. What then reaches the pages, with the cache kept:
 * scripts/incremental-build.mjs (npm test).
 */
import crypto from "crypto"

/** The nodes sourceConfiguration creates with these GATSBY_* values, by id: their digests. */
function digestsWith(env: Record<string, string>) {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    const nodes: Record<string, string> = {}
    jest.isolateModules(() => {
      const { sourceConfiguration } =
        require("../../src/gatsby-node/configuration-node") as typeof import("../../src/gatsby-node/configuration-node")
      sourceConfiguration({
        actions: {
          createNode: (node: { id: string; internal: { contentDigest: string } }) => (nodes[node.id] = node.internal.contentDigest),
        },
        createContentDigest: (text: string) => crypto.createHash("md5").update(text).digest("hex"),
      } as never)
    })
    return nodes
  } finally {
    process.env = saved
  }
}

describe("the configuration's nodes", () => {
  const before = digestsWith({})

  it("are the content and the company's details", () => {
    expect(Object.keys(before)).toEqual(["respite-configuration-content", "respite-configuration-company"])
  })

  it("change the company's digest alone when the operator sets a detail of it", () => {
    const after = digestsWith({ GATSBY_COMPANY_POSTCODE: "10115" })
    expect(after["respite-configuration-company"]).not.toBe(before["respite-configuration-company"])
    expect(after["respite-configuration-content"]).toBe(before["respite-configuration-content"])
  })

  it("keep both digests when only an address changes, which no resolver renders", () => {
    expect(digestsWith({ GATSBY_SITE_URL: "https://respite.example", GATSBY_API_URL: "https://api.respite.example" })).toEqual(before)
  })
})
