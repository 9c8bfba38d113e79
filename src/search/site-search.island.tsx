import { SiteSearch } from "./site-search"
import { defineIsland } from "../islands/island"

/** The search page's box and results. Wakes on load: searching is what /search is for, and its box has focus on arrival. */
export const siteSearch = defineIsland("site-search", SiteSearch, "on-load")
