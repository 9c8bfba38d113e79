/**
 * Which testimonials a build publishes (src/gatsby-node/testimonials.ts): the production build (gatsby
 * build for the site's real address, as src/gatsby-node/preflight.ts tells it) leaves out the samples
 * and says so; any other build shows them. Driven through the node each build makes, the query the
 * pages ask and the build's output, with the shipped content/data/testimonials.json.
 */
import fs from "fs"
import path from "path"

type Entry = { name: string; sample?: boolean; provenance?: object }
const SHIPPED_FILE = path.join(__dirname, "../../content/data/testimonials.json")
const shipped = JSON.parse(fs.readFileSync(SHIPPED_FILE, "utf8")) as Entry[]
const real: Entry = {
  name: "Ana Lima",
  provenance: { source: "An email to us", given: "2026-10-02", checked: "matched to a license", consent: "2026-10-05" },
}

/** One build with these variables and testimonials: what its pages get, and what it says. */
function buildWith(env: Record<string, string | undefined>, testimonials: Entry[]) {
  const saved = { ...process.env }
  delete process.env.GATSBY_SITE_URL
  Object.assign(process.env, env)
  const nodes: Record<string, unknown>[] = []
  const info = jest.fn()
  const warn = jest.fn()
  let published: Entry[] = []
  return new Promise<{ published: string[]; said: string[] }>((resolve, reject) => {
    jest.isolateModules(() => {
      const module = require("../../src/gatsby-node/testimonials") as typeof import("../../src/gatsby-node/testimonials")
      module.sourceTestimonialsPublication({
        actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
        createNodeId: (seed: string) => seed,
        createContentDigest: (value: unknown) => JSON.stringify(value),
      } as never)
      const nodeModel = {
        findOne: async ({ type }: { type: string }) => nodes.find((node) => (node.internal as { type: string }).type === type) ?? null,
        // As Gatsby's store gives them: each a child of the file's node.
        findAll: async () => ({ entries: testimonials.map((entry) => ({ ...entry, parent: "the file" })) }),
        getNodeById: ({ id }: { id: string }) => (id === "the file" ? { absolutePath: SHIPPED_FILE } : null),
      }
      module.publishedTestimonialsQuery
        .resolve(null, {}, { nodeModel })
        .then((entries) => {
          published = entries as Entry[]
          module.reportTestimonials({ getNodesByType: () => testimonials, reporter: { info, warn } } as never)
          resolve({
            published: published.map(({ name }) => name),
            said: [...warn.mock.calls, ...info.mock.calls].map(([message]) => String(message)),
          })
        }, reject)
        .finally(() => {
          process.env = saved
        })
    })
  })
}

const production = { gatsby_executing_command: "build", GATSBY_SITE_URL: "https://respite.app" }

describe("the testimonials a build publishes", () => {
  it("in the production build: none of the shipped samples, and the build's output says which it left out and why", async () => {
    const { published, said } = await buildWith(production, shipped)
    expect(published).toEqual([])
    expect(said).toEqual([
      expect.stringMatching(
        /^Testimonials: 3 of 3 left out of this production build, having no field "provenance": content\/data\/testimonials.json, /,
      ),
    ])
    for (const { name } of shipped) expect(said[0]).toContain(`"${name}"`)
  })

  it("in the production build: one with its provenance, beside the samples it leaves out", async () => {
    const { published } = await buildWith(production, [...shipped, real])
    expect(published).toEqual([real.name])
  })

  it("in a local build, a build for this machine, or develop: the samples too, in the file's order, and it says they are shown", async () => {
    for (const env of [
      { gatsby_executing_command: "build" },
      { gatsby_executing_command: "build", GATSBY_SITE_URL: "http://localhost:9000" },
      { gatsby_executing_command: "develop", GATSBY_SITE_URL: "https://respite.app" },
    ]) {
      const { published, said } = await buildWith(env, shipped)
      expect(published).toEqual(shipped.map(({ name }) => name))
      expect(said).toEqual([expect.stringMatching(/^Testimonials: 3 samples shown, labelled .*the production build leaves them out$/)])
    }
  })

  it("in the file's order, whatever order Gatsby's store gives them in", async () => {
    const { published } = await buildWith({ gatsby_executing_command: "build" }, [...shipped].reverse())
    expect(published).toEqual(shipped.map(({ name }) => name))
  })
})
