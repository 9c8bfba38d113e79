/**
 * Stage 2, after paint (docs/page-life.md#the-stages): when the browser asks for the site's
 * JavaScript. Gatsby ends every page with its bundles as `<script async>`, and Chrome runs an async
 * script as soon as it arrives, which is before it has painted the page: Lighthouse's trace of /
 * showed the bundles evaluated before the hero picture was painted, so on a phone the largest paint
 * waited for the JavaScript (docs/performance.md).
 *
 * Every page is complete HTML without JavaScript; the bundles add interactivity (forms, the
 * carousel, the menu). So after the build, src/post-build/bundles-after-paint.ts replaces those
 * tags with one small inline script, written here, that requests the same bundles, in the same
 * order, once the page has painted and its high-priority image (the one ResponsiveImage marks for
 * the largest paint) has arrived, or after MAX_WAIT_MS whatever happens (a slow image, or a
 * background tab that never paints).
 *
 * A page whose bundles do not come leaves a submit held by stage 1 waiting for a component that
 * never arrives: the loader tells the held submits so (./held-submits.ts, CANNOT_SEND_EVENT)
 * when a bundle request fails, and when the page is still not live CHUNK_LOAD_TIMEOUT_MS after the
 * bundles were requested (a request that hangs, or a chunk that Gatsby's runtime asks for itself and
 * never gets).
 */
import { BUNDLE_POLICY } from "../lib/trusted-types"
import { CANNOT_SEND_EVENT } from "./held-submits"
import { inlineScript } from "./inline-script"
import { LIVE_ATTRIBUTE } from "./marker"

/** Longest wait before the bundles are requested anyway. */
export const MAX_WAIT_MS = 3000

/** docs/spec/SITE-SPEC.md §8: "A chunk load failure has a 120 s timeout." */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** The id of the loader's <script>: a built page that carries it has been rewritten already. */
export const LOADER_ID = "bundles-after-paint"

type ScriptUrlPolicy = { createScriptURL: (url: string) => string }
type TrustedTypes = { createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => ScriptUrlPolicy }

/**
 * Runs in the browser as an inline script: self-contained (no imports, no closures over this
 * module), because its source text is what goes into the page. Where the page requires Trusted
 * Types (src/lib/trusted-types.ts), a script's address must come from a policy: `policyName`'s
 * passes exactly this page's bundles.
 * @inlineScript
 */
export function requestBundlesAfterPaint(
  sources: string[],
  maxWaitMs: number,
  loadTimeoutMs: number,
  cannotSendEvent: string,
  liveAttribute: string,
  policyName: string,
): void {
  const trustedTypes = (window as unknown as { trustedTypes?: TrustedTypes }).trustedTypes
  const policy = trustedTypes
    ? trustedTypes.createPolicy(policyName, {
        createScriptURL: function (url) {
          if (sources.indexOf(url) === -1) throw new TypeError(url + " is not one of this page's bundles")
          return url
        },
      })
    : null
  let requested = false
  let failed = false
  function cannotSend() {
    if (failed) return
    failed = true
    document.dispatchEvent(new Event(cannotSendEvent))
  }
  function request() {
    if (requested) return
    requested = true
    sources.forEach(function (source) {
      const script = document.createElement("script")
      script.src = policy ? policy.createScriptURL(source) : source
      // Dynamically added scripts run in the order they were added, like Gatsby's tags did.
      script.async = false
      script.addEventListener("error", cannotSend)
      document.body.appendChild(script)
    })
    setTimeout(function () {
      if (!document.documentElement.hasAttribute(liveAttribute)) cannotSend()
    }, loadTimeoutMs)
  }
  // A frame's paint is shown after its animation-frame callbacks: waiting for the start of the
  // frame after it is the first moment the page is known to be on screen.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(request, 0)
      })
    })
  }
  const largestPaint = document.querySelector("img[fetchpriority=high]") as HTMLImageElement | null
  if (largestPaint && !largestPaint.complete) {
    largestPaint.addEventListener("load", afterNextPaint)
    largestPaint.addEventListener("error", afterNextPaint)
  } else {
    afterNextPaint()
  }
  setTimeout(request, maxWaitMs)
}

/** The inline script for a page whose bundles are `sources` (root-relative URLs, in Gatsby's order). */
export const bundlesAfterPaintScript = (sources: string[]) =>
  inlineScript<typeof requestBundlesAfterPaint>(
    "requestBundlesAfterPaint",
    sources,
    MAX_WAIT_MS,
    CHUNK_LOAD_TIMEOUT_MS,
    CANNOT_SEND_EVENT,
    LIVE_ATTRIBUTE,
    BUNDLE_POLICY,
  )
