/**
 * The configuration a build renders with, as a node of its own, so that a build that keeps Gatsby's
 * cache shows a changed setting on every page that shows it. The resolvers (./resolvers.ts) render
 * configuration into query results: a legal page's text with the operator's details (the imprint's
 * GATSBY_COMPANY_* values), an article's `<ContactEmail />` and `<Fact />`s, the data files' facts.
 * Gatsby keeps a query's result until a node the query read changes, and renders the pages' HTML
 * from those results: a GATSBY_* variable set, or a value of src/config/site.ts or app-facts.ts
 * edited, changed no node, so the imprint went on showing "[PLZ]" after the operator had set the
 * postcode (while the page itself was rendered again). Every resolver reads this node first
 * (Gatsby tracks what a resolver reads through `context.nodeModel`), and the node's digest is the
 * configuration's values: when one changes, Gatsby runs the queries that render configuration
 * again and re-renders the pages whose result changed; with nothing changed, it reruns nothing
 * (scripts/incremental-build.mjs checks both; docs/upgrade-surface.md). Facts in articles'
 * frontmatter are filled when Gatsby makes the article's node (./content-nodes.ts), which it does
 * again only when the file changes: after editing a fact or the contact address in src/config/,
 * build from clean (docs/deploying.md#configuration).
 */
import type { SourceNodesArgs } from "gatsby"
import * as appFacts from "../config/app-facts"
import * as siteConfig from "../config/site"

export const CONFIGURATION_TYPE = "SiteConfiguration"
const CONFIGURATION_ID = "respite-site-configuration"

/** Creates the node, its digest the configuration's values as this build resolved them (environment included). */
export function sourceConfiguration({ actions, createContentDigest }: Pick<SourceNodesArgs, "actions" | "createContentDigest">) {
  const values = JSON.stringify({ site: siteConfig, facts: appFacts })
  actions.createNode({ id: CONFIGURATION_ID, internal: { type: CONFIGURATION_TYPE, contentDigest: createContentDigest(values) } })
}

type ConfigurationNodeModel = { getNodeById: (args: { id: string; type: string }) => unknown }
type Resolve = (source: unknown, args: unknown, context: { nodeModel: ConfigurationNodeModel }, info: unknown) => unknown

/** The resolvers, each reading the configuration node before it resolves, so that their queries depend on it. */
export function dependingOnConfiguration<T extends Record<string, Record<string, object>>>(resolvers: T): T {
  const track = (field: object) => {
    const resolve = (field as { resolve?: Resolve }).resolve
    if (!resolve) return field
    const tracked: Resolve = (source, args, context, info) => {
      context.nodeModel.getNodeById({ id: CONFIGURATION_ID, type: CONFIGURATION_TYPE })
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
