import fs from "fs"
import path from "path"
import { endpoints, respond, type Answer } from "../../scripts/product-api/contract.cjs"
import { feedbackMessage, licenseResetMessage, newsletterMessage, unsubscribeMessage } from "../../src/lib/messages"
import type { ApiResult } from "../../src/lib/product-api"

/** What src/lib/product-api.ts makes of an answer (a dropped connection is a network failure). */
function asResult(answer: Answer): ApiResult {
  if (answer.dropConnection) return { ok: false, kind: "network" }
  const body = answer.body && typeof answer.body === "object" ? answer.body : null
  return answer.status < 400 ? { ok: true, status: answer.status, body } : { ok: false, kind: "server", status: answer.status, body }
}

const messageFor = { newsletter: newsletterMessage, feedback: feedbackMessage, licenseReset: licenseResetMessage, unsubscribe: unsubscribeMessage }

/** A request that would trigger the scenario's input, with valid values for the other fields. */
function requestFor(endpoint: (typeof endpoints)[number], input: Record<string, string>) {
  const fields = Object.fromEntries(endpoint.fields.map((field) => [field, field === "email" ? "visitor@example.com" : "VALID-VALUE"]))
  const values = { ...fields, ...input }
  if (endpoint.method === "DELETE") {
    return { method: "DELETE", path: endpoint.path.replace(":unsubscribeHash", encodeURIComponent(values.unsubscribeHash)) }
  }
  return { method: endpoint.method, path: endpoint.path, body: JSON.stringify(values) }
}

describe("the product API contract", () => {
  describe.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))("%s", (_id, endpoint) => {
    it("succeeds for an ordinary input, and the site then shows its success message", () => {
      const answer = respond(requestFor(endpoint, {}))
      expect(answer).toBe(endpoint.success)
      expect(messageFor[endpoint.id](asResult(answer))).toBe(endpoint.successSees)
    })

    it.each(endpoint.scenarios.map((scenario) => [scenario.name, scenario] as const))(
      "%s: the documented input gives the answer whose message the list promises",
      (_name, scenario) => {
        const answer = respond(requestFor(endpoint, scenario.input))
        expect(answer).toBe(scenario.answer)
        const expected = answer.delayMs ? endpoint.successSees : scenario.visitorSees
        expect(messageFor[endpoint.id](asResult(answer))).toBe(expected)
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
    const licence = endpoints.find((endpoint) => endpoint.id === "licenseReset")!
    const answer = respond({ method: "POST", path: licence.path, body: JSON.stringify({ email: "a@b.co", licenseKey: "  no-access " }) })
    expect(answer.body).toEqual({ errorType: "NO_ACCESS" })
  })

  it("answers an unknown path with 404 and a wrong method with 405", () => {
    expect(respond({ method: "POST", path: "/v1/nothing", body: "{}" }).status).toBe(404)
    expect(respond({ method: "GET", path: "/v1/feedback/" }).status).toBe(405)
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
})
