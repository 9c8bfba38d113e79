/**
 * The pages that show a seasonal sale's status (content/data/offers.json, docs/offers.md): /offers,
 * and every article whose body has `<SeasonalSale />`. Each carries in its context `offersAsOf`, the
 * last moment at or before the build's clock that a sale started or ended (src/lib/seasonal-sales.ts),
 * and its query asks for the status as of that moment.
 *
 * Why a context value and not the clock in a resolver: Gatsby reruns a page's query only when its
 * context or the nodes it read change, and the daily deploy keeps .cache and public/
 * (.github/workflows/deploy.yml). A status read from the clock alone would stay as it was when the
 * page was last built; `offersAsOf` changes exactly when a sale starts or ends, so those builds, and
 * only those, rebuild these pages.
 */
import type { Actions, Node, Page, Reporter } from "gatsby"
import { buildClock } from "../lib/build-clock"
import { saleProblems, salesAsOf, type Sale } from "../lib/seasonal-sales"
import { pricingTier, seasonalSale } from "../schema/content-types"

export type SaleContext = { offersAsOf: string | null }

type GetNodesByType = (type: string) => Node[]

/** The page src/pages/offers.tsx makes, as Gatsby names it. */
const OFFERS_PAGE = /^\/offers\/?$/

/** An article body that shows the running sale (src/components/mdx/editor-components.ts). */
export const showsSale = (body: string | null | undefined) => /<SeasonalSale\b/.test(body ?? "")

const salesOf = (getNodesByType: GetNodesByType) => getNodesByType(seasonalSale.typeName) as unknown as Sale[]

/** Stops the build on what src/lib/seasonal-sales.ts refuses; called once, before any page is made. */
export function checkSales(getNodesByType: GetNodesByType, reporter: Pick<Reporter, "panicOnBuild">): boolean {
  const tiers = getNodesByType(pricingTier.typeName) as unknown as Array<{ key: string }>
  const problems = saleProblems(salesOf(getNodesByType), tiers)
  if (problems.length > 0) reporter.panicOnBuild(`Invalid seasonal sales\n  ${problems.join("\n  ")}`)
  return problems.length === 0
}

/** The context a page that shows a sale's status carries. */
export const saleContext = (getNodesByType: GetNodesByType, now: Date = buildClock()): SaleContext => ({
  offersAsOf: salesAsOf(salesOf(getNodesByType), now),
})

/** gatsby-node's onCreatePage: /offers (a page of src/pages/) gets its context here. */
export function addSaleContext({ page, actions, getNodesByType }: { page: Page; actions: Actions; getNodesByType: GetNodesByType }) {
  if (!OFFERS_PAGE.test(page.path)) return
  const context = saleContext(getNodesByType)
  if (page.context?.offersAsOf === context.offersAsOf) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...context } })
}
