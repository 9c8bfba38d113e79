/**
 * The product API as the tests answer it: it is not reachable from here, so each test that makes
 * the page call it says what it answers, with the answers of its one definition
 * (scripts/product-api/contract.cjs; docs/product-api.md), sent as the API and the local stub
 * would send them (scripts/product-api/http.cjs).
 */
import type { Page, Route } from "@playwright/test"
import { answers, type Answer } from "../../scripts/product-api/contract.cjs"
import { toResponse } from "../../scripts/product-api/http.cjs"
import { apiUrl } from "../../src/config/site"
import { calls, type CallId } from "../../src/lib/product-api"
import { initScriptForTest, routeForTest } from "./until-test-ends"

export { answers }

/** The product API the build was made for (GATSBY_API_URL, or the default in src/config/site.ts). */
export const API = apiUrl

export type Captured = { method: string; path: string; headers: Record<string, string>; body: string | null }

/**
 * Answers one call (src/lib/api-calls.json), or every URL a pattern matches, until the test ends,
 * and records what the page sent. Browsers' CORS preflights never reach a route: Playwright answers
 * them itself.
 */
export async function mockApi(page: Page, call: CallId | RegExp, answer: (route: Route) => Promise<void> | void): Promise<Captured[]> {
  const captured: Captured[] = []
  const matcher = typeof call === "string" ? `${API}${calls[call].path.replace(/:\w+/g, "*")}` : call
  await routeForTest(page, matcher, async (route) => {
    const request = route.request()
    captured.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      headers: await request.allHeaders(),
      body: request.postData(),
    })
    await answer(route)
  })
  return captured
}

/** Sends one of the adapter's responses; its network error drops the connection. */
async function send(route: Route, response: Response) {
  if (response.type === "error") return route.abort("connectionreset")
  return route.fulfill({
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  })
}

/** Answers a route with one of the contract's answers, as the API (and the local stub) would send it. */
export const fulfill = async (route: Route, answer: Answer) => send(route, await toResponse(answer))

/**
 * Answers a call with one of the contract's answers only once the test calls release(), so the test
 * can see the form waiting (Joining..., Sending..., Processing...) for as long as it needs.
 */
export async function mockApiHeld(page: Page, call: CallId, answer: Answer) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const captured = await mockApi(page, call, async (route) => {
    await held
    await fulfill(route, answer)
  })
  return { calls: captured, release }
}

/**
 * Counts the calls to the API the page starts, from its first script on (until the test ends): a
 * page that decides not to call before it shows a message has decided by then, so once the
 * message shows, the count is final with no time to guess. Returns a reader of the count.
 */
export async function countApiCalls(page: Page): Promise<() => Promise<number>> {
  await initScriptForTest(
    page,
    (api: string) => {
      const win = window as unknown as { fetch: typeof fetch; __apiCalls: number }
      const original = win.fetch
      win.__apiCalls = 0
      win.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).startsWith(api)) win.__apiCalls += 1
        return original(input, init)
      }
    },
    API,
  )
  return () => page.evaluate(() => (window as unknown as { __apiCalls: number }).__apiCalls)
}
