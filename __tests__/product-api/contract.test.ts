import fs from "fs"
import path from "path"
import { endpoint, endpoints, respond } from "../../scripts/product-api/contract.cjs"
import { preflight, toResponse } from "../../scripts/product-api/http.cjs"
import { feedbackMessage, licenseResetMessage, newsletterMessage, unsubscribeMessage } from "../../src/lib/messages"
import { REQUEST_TIMEOUT_MS, callApi } from "../../src/lib/product-api"
import { sent, useMsw } from "../support/msw"

// Every call goes through the real client (src/lib/product-api.ts) to MSW, which answers as the
// local stub does (the contract's respond(), through scripts/product-api/http.cjs).
useMsw()

const messageFor = {
  newsletter: newsletterMessage,
  feedback: feedbackMessage,
  licenseReset: licenseResetMessage,
  unsubscribe: unsubscribeMessage,
}

type Endpoint = (typeof endpoints)[number]

/**
 * Sends the input through the client, with valid values for the other fields, on a clock that moves
 * `delayMs` (a slow answer's delay, well within the client's timeout); gives the contract's answer to
 * the request the client sent, and the message the site then shows.
 */
async function visit(endpoint: Endpoint, input: Record<string, string>, delayMs = 0) {
  const values = {
    ...Object.fromEntries(endpoint.fields.map((field) => [field, field === "email" ? "visitor@example.com" : "VALID-VALUE"])),
    ...input,
  }
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] })
  try {
    const pending = callApi(endpoint.id, values)
    await jest.advanceTimersByTimeAsync(delayMs)
    const result = await pending
    const request = sent[0]
    const answer = respond({ method: request.method, path: new URL(request.url).pathname, body: await request.text() })
    return { answer, sees: messageFor[endpoint.id](result) }
  } finally {
    jest.useRealTimers()
  }
}
describe("the product API contract", () => {
  describe.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))("%s", (_id, endpoint) => {
    it("succeeds for an ordinary input, and the site then shows its success message", async () => {
      const { answer, sees } = await visit(endpoint, {})
      expect(answer).toBe(endpoint.success)
      expect(sees).toBe(endpoint.successSees)
    })

    it.each(endpoint.scenarios.map((scenario) => [scenario.name, scenario] as const))(
      "%s: the documented input gives the answer whose message the list promises",
      async (_name, scenario) => {
        const { answer, sees } = await visit(endpoint, scenario.input, scenario.answer.delayMs)
        expect(answer).toBe(scenario.answer)
        // A slow answer ends in success; one slower than the client waits, in its network failure. Only
        // a browser keeps an answer without CORS headers from the page (e2e/bad-input.spec.ts, over the stub).
        const slowSuccess = answer.delayMs !== undefined && answer.delayMs < REQUEST_TIMEOUT_MS
        const readByNode = answer.cors === false
        expect(sees).toBe(slowSuccess || readByNode ? endpoint.successSees : scenario.visitorSees)
      },
    )

    if (endpoint.method === "POST") {
      it.each([
        ["malformed JSON", "{email:"],
        ["a JSON array", "[]"],
        ["no body", ""],
        ["a missing field", JSON.stringify({ [endpoint.fields[0]]: "visitor@example.com" }).replace(endpoint.fields[0], "other")],
        ["an empty field", JSON.stringify(Object.fromEntries(endpoint.fields.map((field) => [field, " "])))],
      ])("answers %s with 400 and an errorType, as a real API would", (_name, body) => {
        const answer = respond({ method: "POST", path: endpoint.path, body })
        expect(answer.status).toBe(400)
        expect(answer.body).toEqual(expect.objectContaining({ errorType: "BAD_REQUEST" }))
      })
    }
  })

  it("matches inputs regardless of case and surrounding spaces", () => {
    const answer = respond({
      method: "POST",
      path: endpoint("licenseReset").path,
      body: JSON.stringify({ email: "a@b.co", licenseKey: "  no-access " }),
    })
    expect(answer.body).toEqual({ errorType: "NO_ACCESS" })
  })

  it("answers an unknown path with 404 and a wrong method with 405", () => {
    expect(respond({ method: "POST", path: "/v1/nothing", body: "{}" }).status).toBe(404)
    expect(respond({ method: "GET", path: endpoint("feedback").path }).status).toBe(405)
  })

  it("answers a badly encoded hash in the path with 400, as it does any request it cannot read", () => {
    const answer = respond({ method: "DELETE", path: endpoint("unsubscribe").path.replace(":unsubscribeHash", "%E0") })
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ errorType: "BAD_REQUEST" }) })
  })
})

describe("docs/product-api.md", () => {
  const doc = fs.readFileSync(path.join(__dirname, "../../docs/product-api.md"), "utf8")

  it("names every call, every stub input, every error type and every message of the contract", () => {
    const expected = endpoints.flatMap((endpoint) => [
      `${endpoint.method} ${endpoint.path.replace(":unsubscribeHash", "{unsubscribeHash}")}`,
      endpoint.successSees,
      ...endpoint.scenarios.flatMap((scenario) => [
        ...Object.values(scenario.input).map((value) => `\`${value}\``),
        scenario.visitorSees.replace(/ for \d seconds, then success$/, ""),
        ...(scenario.answer.body && typeof scenario.answer.body === "object" ? Object.values(scenario.answer.body).map(String) : []),
      ]),
    ])
    expect([...new Set(expected)].filter((text) => !doc.includes(text))).toEqual([])
  })

  it("states the CORS headers the stub, Jest and Playwright send (scripts/product-api/http.cjs)", async () => {
    const headers = [...preflight().headers, ...(await toResponse(endpoint("feedback").success)).headers]
    const cors = headers.filter(([name]) => name.startsWith("access-control-"))
    expect(cors.length).toBeGreaterThan(0)
    expect(cors.map(([name, value]) => `${name}: ${value}`).filter((header) => !doc.toLowerCase().includes(header.toLowerCase()))).toEqual(
      [],
    )
  })
})
