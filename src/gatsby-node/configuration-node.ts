/**
 * The configuration a build renders with, as nodes of their own, so that a build that keeps Gatsby's
 * cache shows a changed setting on every page that shows it. The resolvers (./resolvers.ts) render
 * configuration into query results: an article's `<ContactEmail />` and `<Fact />`s and the data
 * files' facts (src/config/site.ts and app-facts.ts), and a legal page's text the operator's details
 * too (the imprint's GATSBY_COMPANY_* values). Gatsby keeps a query's result until a node the query
 * read changes, and renders the pages' HTML from those results: a GATSBY_* variable set, or a value
 * of src/config/ edited, changed no node, so the imprint went on showing "[PLZ]" after the operator
 * had set the postcode (while the page itself was rendered again). So the configuration is two
 * nodes, each with its values as its digest, which the resolvers read first (Gatsby tracks what a
 * resolver reads through `context.nodeModel`): when a value changes, Gatsby runs the queries that
 * render it again and re-renders the pages whose result changed; with nothing changed, it reruns
 * nothing (scripts/incremental-build.mjs checks both; docs/upgrade-surface.md).
 *   - "content": everything of src/config/site.ts and app-facts.ts but what the operator's
 *     environment sets; every resolver reads it (an edit of src/config/ reruns them all);
 *   - "company": the operator's details; only a legal page's text reads it, so setting them reruns
 *     the legal pages' queries alone.
 * The addresses (GATSBY_SITE_URL, GATSBY_API_URL) are in no node: no resolver renders them, and the
 * pages that show them are rendered again, and finished by the post-build, when they change. A
 * resolver that renders one must read a node that holds it. Facts in articles' frontmatter are
 * filled when Gatsby makes the article's node (./content-nodes.ts), which it does again only when
 * the file changes: after editing a fact or the contact address, build from clean
 * (docs/deploying.md#configuration).
 */
import type { SourceNodesArgs } from "gatsby"
import * as appFacts from "../config/app-facts"
import { anchors, company, hiddenFromSearch, site } from "../config/site"

export const CONFIGURATION_TYPE = "SiteConfiguration"
/** The configuration's parts, each a node: what each holds, as JSON. */
const PARTS = {
  content: () => JSON.stringify({ site: { ...site, siteUrl: undefined, apiUrl: undefined }, anchors, hiddenFromSearch, facts: appFacts }),
  company: () => JSON.stringify(company),
}
export type ConfigurationPart = keyof typeof PARTS
const nodeId = (part: ConfigurationPart) => `respite-configuration-${part}`

/** Creates the nodes, each's digest its part of the configuration as this build resolved it (environment included). */
export function sourceConfiguration({ actions, createContentDigest }: Pick<SourceNodesArgs, "actions" | "createContentDigest">) {
  for (const [part, values] of Object.entries(PARTS))
    actions.createNode({
      id: nodeId(part as ConfigurationPart),
      internal: { type: CONFIGURATION_TYPE, contentDigest: createContentDigest(values()) },
    })
}

type ConfigurationNodeModel = { getNodeById: (args: { id: string; type: string }) => unknown }
type Resolve = (source: unknown, args: unknown, context: { nodeModel: ConfigurationNodeModel }, info: unknown) => unknown

/** The resolvers, each reading the nodes of `parts` before it resolves, so that their queries depend on them. */
export function dependingOnConfiguration<T extends Record<string, Record<string, object>>>(parts: ConfigurationPart[], resolvers: T): T {
  const track = (field: object) => {
    const resolve = (field as { resolve?: Resolve }).resolve
    if (!resolve) return field
    const tracked: Resolve = (source, args, context, info) => {
      for (const part of parts) context.nodeModel.getNodeById({ id: nodeId(part), type: CONFIGURATION_TYPE })
      return resolve(source, args, context, info)
    }
    return { ...field, resolve: tracked }
  }
  return Object.fromEntries(
    Object.entries(resolvers).map(([typeName, fields]) => [
      typeName,
      Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, track(field)])),
    ]),
  ) as T
}
