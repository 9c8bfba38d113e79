import { http } from "msw"
import { setupServer } from "msw/node"
import { type Answer } from "../../scripts/product-api/contract.cjs"
import { answerRequest, toResponse } from "../../scripts/product-api/http.cjs"
import { apiUrl } from "../../src/config/site"
import { calls, type CallId } from "../../src/lib/product-api"

export { answers } from "../../scripts/product-api/contract.cjs"

/**
 * Unless a test installs its own answer, every call gets what the local stub would answer
 * (the contract's respond(), through the same adapter), at the network edge: components never know.
 */
const stub = http.all(`${apiUrl}/*`, async ({ request }) =>
  answerRequest({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().text() }),
)

/** The product API at the network edge. */
export const server = setupServer(stub)

/** The URL MSW matches for a call (src/lib/api-calls.json), e.g. ".../v1/newsletter/unsubscribe/:unsubscribeHash". */
export const api = (id: CallId) => `${apiUrl}${calls[id].path}`

/**
 * Answers the call with one answer of the contract (with `delayMs`, after that long) until the test
 * ends, sent as the stub would send it (scripts/product-api/http.cjs).
 */
export const answerWith = (id: CallId, answer: Answer) => server.use(http.all(api(id), () => toResponse(answer)))

/** Answers the call with one answer of the contract only once the test calls the function returned: the request stays in flight until then. */
export function answerWhenReleased(id: CallId, answer: Answer): () => void {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.all(api(id), async () => {
      await released
      return toResponse(answer)
    }),
  )
  return () => release()
}

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
