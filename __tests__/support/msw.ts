import { setupServer } from "msw/node"
import { apiUrl } from "../../src/config/site"

/** The product API at the network edge: each test installs the answers it needs. */
export const server = setupServer()

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
