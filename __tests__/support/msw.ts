import { delay, http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { respond, type Answer } from "../../scripts/product-api/contract.cjs"
import { apiUrl } from "../../src/config/site"

export { answers, endpoint } from "../../scripts/product-api/contract.cjs"

/** An answer of the API contract (scripts/product-api/contract.cjs) as MSW sends it over the network. */
export async function toResponse(answer: Answer) {
  if (answer.delayMs) await delay(answer.delayMs)
  if (answer.dropConnection) return HttpResponse.error()
  if (answer.body === null || answer.body === undefined) return new HttpResponse(null, { status: answer.status })
  if (typeof answer.body === "string") return HttpResponse.html(answer.body, { status: answer.status })
  return HttpResponse.json(answer.body, { status: answer.status })
}

/**
 * Unless a test installs its own answer, every call gets what the local stub would answer
 * (the contract's respond()), at the network edge: components never know.
 */
const stub = http.all(`${apiUrl}/*`, async ({ request }) => {
  const body = request.method === "DELETE" ? null : await request.clone().text()
  return toResponse(respond({ method: request.method, path: new URL(request.url).pathname, body }))
})

/** The product API at the network edge. */
export const server = setupServer(stub)

export const api = (path: string) => `${apiUrl}${path}`

/** Records every request the page sent, so tests can assert method, path, headers and body. */
export const sent: Request[] = []

export function useMsw() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
  beforeEach(() => {
    sent.length = 0
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  server.events.on("request:start", ({ request }) => {
    sent.push(request.clone())
  })
}
