import fs from "fs"
import path from "path"
import { http, HttpResponse } from "msw"
import { api, server, sent, useMsw } from "../support/msw"
import {
  MAX_ANSWER_BYTES,
  REQUEST_TIMEOUT_MS,
  calls,
  resetLicense,
  sendFeedback,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "../../src/lib/product-api"

useMsw()

describe("the calls (src/lib/api-calls.json, read by the client, the API contract and the tests)", () => {
  const spec = fs.readFileSync(path.join(__dirname, "../../docs/spec/SITE-SPEC.md"), "utf8")
  const table = spec.slice(spec.indexOf("## 7. Calls"), spec.indexOf("## 8."))

  it.each(Object.entries(calls))(
    "%s is a row of docs/spec/SITE-SPEC.md §7, with its method, path and payload",
    (_id, { method, path, fields }) => {
      const inPath = fields.filter((field) => path.includes(`:${field}`))
      const payload = inPath.length === fields.length ? "JSON content-type header, no body" : `JSON {${fields.join(", ")}}`
      expect(table).toContain(`| ${method} ${path.replace(/:(\w+)/g, "{$1}")} | ${payload} |`)
    },
  )

  it("are the four calls of the specification", () => {
    expect(table.match(/^\| (POST|DELETE) /gm)).toHaveLength(Object.keys(calls).length)
  })
})

describe("product API client", () => {
  it("posts the newsletter email as JSON", async () => {
    server.use(http.post(api("newsletter"), () => HttpResponse.json({ ok: true })))
    await expect(subscribeToNewsletter("a@b.co")).resolves.toMatchObject({ ok: true })
    expect(sent[0].method).toBe("POST")
    expect(sent[0].headers.get("content-type")).toBe("application/json")
    await expect(sent[0].json()).resolves.toEqual({ email: "a@b.co" })
  })

  it("posts feedback to the path with the trailing slash", async () => {
    server.use(http.post(api("feedback"), () => new HttpResponse(null, { status: 201 })))
    await expect(sendFeedback("a@b.co", "Hi")).resolves.toMatchObject({ ok: true, body: null })
    expect(new URL(sent[0].url).pathname).toBe(calls.feedback.path)
    await expect(sent[0].json()).resolves.toEqual({ email: "a@b.co", message: "Hi" })
  })

  it("returns the server's JSON error body", async () => {
    server.use(http.post(api("licenseReset"), () => HttpResponse.json({ errorType: "NO_ACCESS" }, { status: 403 })))
    await expect(resetLicense("a@b.co", "KEY")).resolves.toEqual({
      ok: false,
      kind: "server",
      status: 403,
      body: { errorType: "NO_ACCESS" },
    })
    await expect(sent[0].json()).resolves.toEqual({ email: "a@b.co", licenseKey: "KEY" })
  })

  it("survives a non-JSON error body", async () => {
    server.use(http.post(api("feedback"), () => new HttpResponse("<html>Bad gateway</html>", { status: 502 })))
    await expect(sendFeedback("a@b.co", "Hi")).resolves.toEqual({ ok: false, kind: "server", status: 502, body: null })
  })

  it("tells a network failure apart from a server failure", async () => {
    server.use(http.post(api("newsletter"), () => HttpResponse.error()))
    await expect(subscribeToNewsletter("a@b.co")).resolves.toEqual({ ok: false, kind: "network" })
  })

  it("DELETEs the unsubscribe hash as one encoded path segment, with a JSON header and no body", async () => {
    server.use(http.delete(api("unsubscribe"), () => HttpResponse.json({})))
    await unsubscribeFromNewsletter("a/b c?d#e")
    const request = sent[0]
    expect(request.method).toBe("DELETE")
    expect(new URL(request.url).pathname).toBe(calls.unsubscribe.path.replace(":unsubscribeHash", "a%2Fb%20c%3Fd%23e"))
    expect(request.headers.get("content-type")).toBe("application/json")
    await expect(request.text()).resolves.toBe("")
  })

  // docs/product-api.md#common-to-every-call: success is a 2xx whose body is what the contract says.
  describe("a 2xx counts as success only with what the contract answers: a JSON object, or nothing", () => {
    it.each([
      ["an empty body", () => new HttpResponse(null, { status: 204 }), null],
      ["a JSON object", () => HttpResponse.json({ message: "Subscribed" }), { message: "Subscribed" }],
    ])("%s is success", async (_name, answer, body) => {
      server.use(http.post(api("newsletter"), answer))
      await expect(subscribeToNewsletter("a@b.co")).resolves.toEqual({ ok: true, status: expect.any(Number), body })
    })

    it.each([
      ["an HTML page (a proxy's, or a redirected POST's)", () => HttpResponse.html("<html><body>Welcome</body></html>")],
      ["JSON that is not an object", () => HttpResponse.json(["stored"])],
      ["text that is not JSON", () => HttpResponse.text("OK")],
      [`a body over ${MAX_ANSWER_BYTES} bytes`, () => HttpResponse.json({ padding: "x".repeat(MAX_ANSWER_BYTES) })],
    ])("%s is a failure without fields", async (_name, answer) => {
      server.use(http.post(api("feedback"), answer))
      await expect(sendFeedback("a@b.co", "Hi")).resolves.toEqual({ ok: false, kind: "server", status: 200, body: null })
    })
  })

  // MSW's fetch never follows a redirect, so the browser suite (e2e/bad-input.spec.ts) shows what a
  // followed one would do; here, that the client asks the browser to refuse it.
  it("asks for a redirect to be refused: the answer of wherever it leads is not the API's", async () => {
    server.use(http.post(api("feedback"), () => new HttpResponse(null, { status: 307, headers: { Location: api("newsletter") } })))
    await expect(sendFeedback("a@b.co", "Hi")).resolves.toEqual({ ok: false, kind: "network" })
    expect(sent).toHaveLength(1)
    expect(sent[0].redirect).toBe("error")
  })

  it("does not read an error body over the limit: its fields are not shown", async () => {
    server.use(
      http.post(api("licenseReset"), () => HttpResponse.json({ errorType: "X", message: "y".repeat(MAX_ANSWER_BYTES) }, { status: 500 })),
    )
    await expect(resetLicense("a@b.co", "KEY")).resolves.toEqual({ ok: false, kind: "server", status: 500, body: null })
  })

  it("gives up after the timeout and reports a network failure", async () => {
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] })
    try {
      server.use(http.post(api("newsletter"), () => new Promise<Response>(() => undefined)))
      const pending = subscribeToNewsletter("a@b.co")
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 10)
      await expect(pending).resolves.toEqual({ ok: false, kind: "network" })
    } finally {
      jest.useRealTimers()
    }
  })
})
