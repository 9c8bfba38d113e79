/**
 * The inline scripts' texts that every page carries, its policy allows and the browser test hashes
 * (src/head-scripts/inline-scripts.generated.ts) are the functions tagged @inlineScript as they are now.
 * The generator runs in a child Node process, as Prettier's plugins need dynamic import.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { compiledInlineScripts } from "../../src/head-scripts/inline-scripts.generated"
import { CANNOT_SEND_EVENT, HELD_SUBMIT, heldSubmitsScript } from "../../src/head-scripts/held-submits"
import { searchShortcutScript } from "../../src/head-scripts/search-shortcut"
import { SCROLL_TO_SECTION_DELAY_MS, sectionArrivalScript } from "../../src/head-scripts/section-arrival"
import { REDUCED_MOTION_QUERY } from "../../src/lib/reduced-motion"
import { SEARCH_SHORTCUT } from "../../src/search/shortcut"
import { ISLAND } from "../../src/islands/island"
import { USE_EVENTS, WAKE_TIMEOUT_MS, islandLoaderScript } from "../../src/islands/loader"

const ROOT = path.resolve(__dirname, "../..")

describe("the inline scripts' texts", () => {
  it("are the tagged functions compiled now (npm run inline-scripts writes them)", () => {
    const run = () =>
      execFileSync(process.execPath, ["scripts/inline-scripts.mjs", "--check"], { cwd: ROOT, encoding: "utf8", stdio: "pipe" })
    expect(run).not.toThrow()
  })

  it("each call its own function with its arguments as JSON, none able to end the <script> element", () => {
    expect(heldSubmitsScript()).toBe(
      `(${compiledInlineScripts.holdSubmitsUntilLive})(${JSON.stringify(HELD_SUBMIT)},${JSON.stringify(CANNOT_SEND_EVENT)})`,
    )
    expect(searchShortcutScript()).toBe(`(${compiledInlineScripts.openSearchOnShortcut})(${JSON.stringify(SEARCH_SHORTCUT)})`)
    expect(sectionArrivalScript()).toBe(
      `(${compiledInlineScripts.arriveAtSections})(${SCROLL_TO_SECTION_DELAY_MS},${JSON.stringify(REDUCED_MOTION_QUERY)})`,
    )
    expect(islandLoaderScript({ carousel: "/_islands/carousel-1.js" })).toBe(
      `(${compiledInlineScripts.wakeIslands})({"carousel":"/_islands/carousel-1.js"},${JSON.stringify(ISLAND)},${JSON.stringify(USE_EVENTS)},"${CANNOT_SEND_EVENT}",${WAKE_TIMEOUT_MS})`,
    )
    expect(islandLoaderScript({ x: "/</script><script>x()//.js" })).toContain('{"x":"/\\u003c/script>\\u003cscript>x()//.js"}')
  })
})
