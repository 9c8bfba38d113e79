/**
 * Checks before anything is built: a build that calls an API on this machine must not be
 * deployed by accident, and the imprint must name the real provider before the site goes live: a
 * build for a real address (GATSBY_SITE_URL set, and not on this machine) stops while any of the
 * provider's details is still a placeholder; any other build only warns.
 */
import type { ParentSpanPluginArgs } from "gatsby"
import {
  DEFAULT_API_URL,
  company,
  companyEnvName,
  isLocalAddress,
  isProductionBuild,
  isPlaceholder,
  site,
  type CompanyField,
} from "../config/site"

const apiIsLocal = () => isLocalAddress(site.apiUrl)

export function preflight({ reporter }: Pick<ParentSpanPluginArgs, "reporter">) {
  // Gatsby's CLI says which command runs in this variable, an internal (docs/upgrade-surface.md):
  // drafts are previewed only under develop (src/lib/publishing.ts) and the stub check below needs it.
  if (!["build", "develop"].includes(process.env.gatsby_executing_command ?? "")) {
    reporter.panic(
      `Gatsby no longer says which command runs (gatsby_executing_command is ${JSON.stringify(process.env.gatsby_executing_command)}): ` +
        "src/lib/publishing.ts cannot tell a preview from a build to deploy (docs/upgrade-surface.md).",
    )
  }
  // docs/product-api.md: only npm start and the tests make a build that calls the stub, and they say so with RESPITE_LOCAL_API=1.
  if (apiIsLocal() && process.env.gatsby_executing_command === "build") {
    if (process.env.RESPITE_LOCAL_API !== "1") {
      reporter.panic(
        `GATSBY_API_URL is ${site.apiUrl}, an address on this machine: visitors' forms could never reach it. ` +
          `Unset it to build for deploy (the API is then ${DEFAULT_API_URL}), or use npm start for a local build with the API stub.`,
      )
    }
    reporter.warn(
      `This build calls the local API stub at ${site.apiUrl}: it is for this machine only. npm run build makes the build to deploy.`,
    )
  }
  const placeholders = (Object.entries(company) as Array<[CompanyField, string]>).filter(([, value]) => isPlaceholder(value))
  if (placeholders.length > 0 && isProductionBuild()) {
    reporter.panic(
      `The imprint would show placeholders on ${site.siteUrl}: set ${placeholders.map(([field]) => companyEnvName(field)).join(", ")} ` +
        "(the provider's details, required by § 5 DDG; docs/deploying.md#settings).",
    )
  }
  for (const [field, value] of placeholders) {
    reporter.warn(`Imprint: company ${field} is still the placeholder "${value}". Set ${companyEnvName(field)} or edit src/config/site.ts.`)
  }
}
