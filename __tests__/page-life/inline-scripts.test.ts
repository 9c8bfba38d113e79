/**
 * The inline scripts' texts that every page carries, its policy allows and the browser test hashes
 * (src/page-life/inline-scripts.generated.ts) are the functions tagged @inlineScript as they are now.
 * The generator runs in a child Node process, as Prettier's plugins need dynamic import.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { compiledInlineScripts } from "../../src/page-life/inline-scripts.generated"
import { FIRST_SIGHT, firstSightScript } from "../../src/page-life/first-sight"
import { CANNOT_SEND_EVENT, HELD_SUBMIT, heldSubmitsScript } from "../../src/page-life/held-submits"
import { CHUNK_LOAD_TIMEOUT_MS, MAX_WAIT_MS, bundlesAfterPaintScript } from "../../src/page-life/bundle-loader"
import { LIVE_ATTRIBUTE } from "../../src/page-life/marker"
import { searchShortcutScript } from "../../src/page-life/search-shortcut"
import { SEARCH_SHORTCUT } from "../../src/search/shortcut"
import { BUNDLE_POLICY } from "../../src/lib/trusted-types"

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
    expect(firstSightScript()).toBe(`(${compiledInlineScripts.noteFirstSight})(${JSON.stringify(FIRST_SIGHT)})`)
    expect(bundlesAfterPaintScript(["/app-1.js"])).toBe(
      `(${compiledInlineScripts.requestBundlesAfterPaint})(["/app-1.js"],${MAX_WAIT_MS},${CHUNK_LOAD_TIMEOUT_MS},"${CANNOT_SEND_EVENT}","${LIVE_ATTRIBUTE}","${BUNDLE_POLICY}")`,
    )
    expect(bundlesAfterPaintScript(["/</script><script>x()//.js"])).toContain('["/\\u003c/script>\\u003cscript>x()//.js"]')
  })
})
