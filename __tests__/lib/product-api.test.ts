import fs from "fs"
import path from "path"
import { http, HttpResponse } from "msw"
import { api, server, sent, useMsw } from "../support/msw"
import {
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
