import { CopyCode } from "./copy-code"
import { defineIsland } from "../../islands/island"

/**
 * The offer code's copy button. Wakes on sight: the clipboard takes text only in the handler of the
 * visitor's own click, so the button must be live before it is pressed, and says it is not ready
 * (disabled) until then.
 */
export const copyCode = defineIsland("copy-code", CopyCode, "on-sight")
