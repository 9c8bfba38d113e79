/**
 * Which testimonials a build publishes (src/schema/testimonials.ts): in the production build only those
 * with their provenance; in any other, the samples too, labelled. The pages ask for
 * `publishedTestimonials`. Whether this build is the production one is a node of its own, made anew by
 * every build, so that a build kept in the cache after a local one reruns the queries that showed the
 * samples rather than publishing them (Gatsby reruns a query when a node it read has changed).
 */
import fs from "fs"
import type { CreatePagesArgs, SourceNodesArgs } from "gatsby"
import { isProductionBuild } from "../config/site"
import { testimonial } from "../schema/content-types"
import { publishedTestimonials } from "../schema/testimonials"

const PUBLICATION = "TestimonialsPublication"

type Testimonial = { name: string; sample?: boolean | null; parent?: string | null }
type NodeModel = {
  findOne: (args: { type: string; query: object }) => Promise<unknown>
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>
  getNodeById: (args: { id: string }) => unknown
}

/**
 * The testimonials in the order content/data/testimonials.json lists them. Gatsby's node store gives
 * them in no fixed order (two builds of the same content showed them in two orders), which moved
 * them on the page and changed its bytes from one build to the next.
 */
export function inFileOrder<T extends Testimonial>(entries: readonly T[], nodeModel: Pick<NodeModel, "getNodeById">): T[] {
  const file = entries[0]?.parent ? (nodeModel.getNodeById({ id: entries[0].parent }) as { absolutePath?: string } | null) : null
  if (!file?.absolutePath) return [...entries]
  const names = (JSON.parse(fs.readFileSync(file.absolutePath, "utf8")) as Testimonial[]).map((entry) => entry.name)
  return [...entries].sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name))
}

/** sourceNodes: this build's kind, as the one node the query below reads besides the testimonials. */
export function sourceTestimonialsPublication({ actions, createNodeId, createContentDigest }: SourceNodesArgs) {
  const production = isProductionBuild()
  actions.createNode({
    id: createNodeId(PUBLICATION),
    production,
    internal: { type: PUBLICATION, contentDigest: createContentDigest({ production }) },
  })
}

/** `publishedTestimonials`: the testimonials this build publishes, in the file's order. */
export const publishedTestimonialsQuery = {
  type: `[${testimonial.typeName}!]!`,
  resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
    const publication = (await context.nodeModel.findOne({ type: PUBLICATION, query: {} })) as { production?: boolean } | null
    const { entries } = await context.nodeModel.findAll({ type: testimonial.typeName })
    return publishedTestimonials(inFileOrder([...entries] as Testimonial[], context.nodeModel), publication?.production === true)
  },
}

/** Says in the build's output which samples this build shows or leaves out, and why. */
export function reportTestimonials({ getNodesByType, reporter }: Pick<CreatePagesArgs, "getNodesByType" | "reporter">) {
  const all = getNodesByType(testimonial.typeName) as unknown as Testimonial[]
  const samples = all.filter((entry) => entry.sample)
  if (samples.length === 0) return
  const names = samples.map((entry) => `"${entry.name}"`).join(", ")
  if (isProductionBuild()) {
    reporter.warn(
      `Testimonials: ${samples.length} of ${all.length} left out of this production build, having no field "provenance": ` +
        `content/data/testimonials.json, ${names} (samples). docs/editing.md#add-a-testimonial says how to publish one.`,
    )
  } else {
    reporter.info(`Testimonials: ${samples.length} samples shown, labelled (${names}); the production build leaves them out`)
  }
}
