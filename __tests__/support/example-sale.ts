import fs from "fs"
import path from "path"
import type { Sale } from "../../src/lib/seasonal-sales"

/**
 * A seasonal sale as an operator sets one up: the example docs/offers.md gives (its first JSON block),
 * so the tests of what a sale shows hold the document to a sale the build accepts. The site ships with
 * none (content/data/offers.json is []).
 */
export const exampleSales: Sale[] = JSON.parse(
  /```json\n([\s\S]*?)\n```/.exec(fs.readFileSync(path.join(__dirname, "../../docs/offers.md"), "utf8"))![1],
) as Sale[]

export const exampleSale = exampleSales[0]
