// A proxy in front of the static server that can hold the islands' bundles back.
import http from "node:http"

/**
 * Forwards every request to the static server; while held, requests for the site's JavaScript
 * wait until released: the islands stay HTML, as on a slow connection. For WebDriver, which cannot
 * hold requests itself (./webdriver-test.ts), and for a Chromium test whose page must run with no
 * Playwright route at all (a request made as a page goes is lost to an active route). Nothing it forwards
 * may be kept by the browser, or a page opened held would run the bundles an earlier page cached.
 */
export async function bundleHoldingProxy(upstream: URL, port: number) {
  let held: { promise: Promise<void>; release: () => void } | null = null
  const server = http.createServer(async (req, res) => {
    if (held && new URL(req.url ?? "/", "http://site").pathname.endsWith(".js")) await held.promise
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "cache-control": "no-store" })
        answer.pipe(res)
      },
    )
    forward.on("error", () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    server,
    hold() {
      let release = () => undefined as void
      const promise = new Promise<void>((resolve) => (release = resolve))
      held = { promise, release }
    },
    release() {
      held?.release()
      held = null
    },
  }
}
