/**
 * The fields of a seasonal sale the build works out (src/schema/content-types.ts, `derived`): its
 * status as of the moment a page's context names (./sale-pages.ts), its start and end as visitors
 * read them; and the running sale an article shows with `<SeasonalSale />` (./article-html.ts).
 */
import { modeLabels, type PricingMode } from "../components/pricing/pricing-mode"
import type { RunningSale } from "../components/mdx/seasonal-sale"
import { featuredSale, statusAsOf, visitorTime, type Sale } from "../lib/seasonal-sales"
import { pricingTier, seasonalSale } from "../schema/content-types"

type AsOf = { asOf?: string | null }

/** What the resolvers use of Gatsby's node model: reading through it makes a page's query depend on what it read. */
export type SaleNodeModel = { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> }

export const saleFieldResolvers = {
  status: { args: { asOf: "String" }, resolve: (sale: Sale, { asOf }: AsOf) => statusAsOf(sale, asOf) },
  startsAt: { resolve: (sale: Sale) => visitorTime(sale.start, sale.timeZone) },
  endsAt: { resolve: (sale: Sale) => visitorTime(sale.end, sale.timeZone) },
}

const salesIn = async (nodeModel: SaleNodeModel) => [...(await nodeModel.findAll({ type: seasonalSale.typeName })).entries] as Sale[]

/** `featuredSale(asOf: ...)`: the sale /offers shows, the one running at `asOf`, else the next, else the last. */
export const featuredSaleQuery = {
  type: seasonalSale.typeName,
  args: { asOf: "String" },
  resolve: async (_source: unknown, { asOf }: AsOf, context: { nodeModel: SaleNodeModel }) =>
    featuredSale((await salesIn(context.nodeModel)).map((sale) => ({ ...sale, status: statusAsOf(sale, asOf) }))),
}

/** The sale running at `asOf`, as `<SeasonalSale />` shows it, or null (no moment given, or none running then). */
export async function runningSale(asOf: string | null | undefined, nodeModel: SaleNodeModel): Promise<RunningSale | null> {
  if (!asOf) return null
  const sale = (await salesIn(nodeModel)).find((candidate) => statusAsOf(candidate, asOf) === "running")
  if (!sale) return null
  const tiers = [...(await nodeModel.findAll({ type: pricingTier.typeName })).entries] as Array<{ key: string; title: string }>
  const tier = tiers.find((candidate) => candidate.key === sale.plan.tier)
  if (!tier) throw new Error(`The sale "${sale.key}" names the plan "${sale.plan.tier}", which content/data/pricing.json does not have`)
  return {
    name: sale.name,
    percentOff: sale.percentOff,
    modeLabel: modeLabels[sale.plan.mode as PricingMode],
    planTitle: tier.title,
    endsAt: visitorTime(sale.end, sale.timeZone),
  }
}
