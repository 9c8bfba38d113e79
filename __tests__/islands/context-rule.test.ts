/**
 * Islands are roots of their own in the browser (src/islands/wake.ts) and see no provider of the
 * page's. A context read in one (Gatsby's useStaticQuery in a form, say) passes the server render,
 * Jest and tsc and breaks only in the browser, so the lint step refuses every context read in src/
 * (eslint.config.mjs). This drives ESLint as `npm test` does, on code that reads context each way the
 * site's dependencies offer.
 */
import fs from "node:fs"
import path from "node:path"
import { lint } from "../support/eslint"

const root = path.resolve(__dirname, "../..")

const PART = `
import React, { useContext } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { useLocation } from "@gatsbyjs/reach-router"

const Theme = React.createContext("light")

export function Navbar() {
  const data = useStaticQuery(graphql\`query { site { id } }\`)
  const theme = useContext(Theme)
  const { pathname } = useLocation()
  return <p>{String(data)} {theme} {pathname}</p>
}
`

describe("the rule on context", () => {
  it("refuses every context read in the site's components, saying why", () => {
    const messages = lint(PART, "src/components/layout/navbar.tsx")
    for (const read of ["useContext", "useStaticQuery", "useLocation", "React's context API"]) {
      expect(messages.filter((message) => message.includes(read) && message.includes("an island"))).not.toHaveLength(0)
    }
  })

  it("lets the site's real components pass (the navbar as it is)", () => {
    const navbar = fs.readFileSync(path.join(root, "src/components/layout/navbar.tsx"), "utf8")
    expect(lint(navbar, "src/components/layout/navbar.tsx")).toEqual([])
  })
})
