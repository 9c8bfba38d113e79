import net from "node:net"
import type { Server } from "http"
import { MOVED_PATH, endpoint } from "../../scripts/product-api/contract.cjs"
import { startStub } from "../../scripts/product-api/stub.cjs"
import { calls } from "../../src/lib/product-api"

// The stub over real HTTP, as a browser meets it (the MSW tests use the same contract without a socket).
let server: Server
let url: string

beforeAll(async () => {
  ;({ server, url } = await startStub({ port: 0 }))
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const post = (path: string, body: string) =>
  fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body })

describe("the local API stub", () => {
  it("answers a browser's CORS preflight", async () => {
    const response = await fetch(`${url}${calls.licenseReset.path}`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:9000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get("access-control-allow-origin")).toBe("*")
    expect(response.headers.get("access-control-allow-methods")).toContain("POST")
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type")
  })

  it("gives the documented error for a documented input, with CORS", async () => {
    const response = await post(calls.licenseReset.path, JSON.stringify({ email: "a@b.co", licenseKey: "RESET-LIMIT" }))
    expect(response.status).toBe(429)
    expect(response.headers.get("access-control-allow-origin")).toBe("*")
    await expect(response.json()).resolves.toEqual({ errorType: "RESET_LIMIT_EXCEEDED" })
  })

  it("answers malformed JSON with 400 and an errorType, and keeps serving", async () => {
    const bad = await post(calls.feedback.path, "{not json")
    expect(bad.status).toBe(400)
    await expect(bad.json()).resolves.toEqual(expect.objectContaining({ errorType: "BAD_REQUEST" }))
    const good = await post(calls.feedback.path, JSON.stringify({ email: "a@b.co", message: "Hi" }))
    expect(good.status).toBe(201)
  })

  it("answers 400 to a request for a path that is no path (GET //), and answers the next request (issue 40)", async () => {
    for (const target of ["//", "//example.com/v1/feedback/", "//%", "/\\example.com/v1/feedback/"]) {
      const bad = await fetch(`${url}${target}`)
      expect({ target, status: bad.status }).toEqual({ target, status: 400 })
      await expect(bad.json()).resolves.toEqual(expect.objectContaining({ errorType: "BAD_REQUEST" }))
    }
    const good = await post(calls.feedback.path, JSON.stringify({ email: "a@b.co", message: "Hi" }))
    expect(good.status).toBe(201)
  })

  it("refuses a body larger than any form sends", async () => {
    const response = await post(calls.feedback.path, JSON.stringify({ email: "a@b.co", message: "x".repeat(70_000) }))
    expect(response.status).toBe(413)
  })

  it("refuses a body as soon as it passes the limit, before the body has ended", async () => {
    // A request that says its body is 10 MB and sends 70 KB of it: answered only if the stub
    // answers at the limit rather than when the body ends.
    const { port } = new URL(url)
    const socket = net.connect(Number(port), "127.0.0.1")
    const head = await new Promise<string>((resolve, reject) => {
      let received = ""
      socket.on("data", (chunk) => {
        received += chunk
        if (received.includes("\r\n")) resolve(received.split("\r\n")[0])
      })
      socket.on("error", reject)
      socket.write(
        `POST ${calls.feedback.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n`,
      )
      socket.write(`{"email":"a@b.co","message":"${"x".repeat(70_000)}`)
    })
    socket.destroy()
    expect(head).toBe("HTTP/1.1 413 Payload Too Large")
  })

  it("drops the connection for the offline input, so the site sees a network failure", async () => {
    await expect(post(calls.newsletter.path, JSON.stringify({ email: "offline@example.com" }))).rejects.toThrow()
  })

  it("takes the encoded hash from the unsubscribe path", async () => {
    const response = await fetch(`${url}${calls.unsubscribe.path.replace(":unsubscribeHash", encodeURIComponent("expired"))}`, {
      method: "DELETE",
    })
    expect(response.status).toBe(410)
    await expect(response.json()).resolves.toEqual({ errorMessage: "This unsubscribe link has expired" })
  })

  it("holds the answer to the slow input for the documented time, then succeeds", async () => {
    const slow = endpoint("newsletter").scenarios.find((scenario) => scenario.answer.delayMs)!
    const started = Date.now()
    const response = await post(calls.newsletter.path, JSON.stringify(slow.input))
    expect(Date.now() - started).toBeGreaterThanOrEqual(slow.answer.delayMs!)
    expect(response.status).toBe(endpoint("newsletter").success.status)
  })

  // Answers only a real server can give a browser (Playwright adds CORS headers to what it fulfils): the bad-input suite's.
  it("answers the no-cors input without a CORS header, which a browser then keeps from the page", async () => {
    const response = await post(calls.feedback.path, JSON.stringify({ email: "no-cors@example.com", message: "Hi" }))
    expect(response.status).toBe(200)
    expect(response.headers.get("access-control-allow-origin")).toBeNull()
  })

  it("redirects the redirect input to a page that answers 200 with HTML, as a login page would", async () => {
    const response = await fetch(`${url}${calls.newsletter.path}`, {
      method: "POST",
      body: JSON.stringify({ email: "redirect@example.com" }),
      redirect: "manual",
    })
    expect(response.status).toBe(302)
    expect(response.headers.get("location")).toBe(MOVED_PATH)
    const moved = await fetch(`${url}${MOVED_PATH}`)
    expect(moved.status).toBe(200)
    expect(moved.headers.get("content-type")).toContain("text/html")
  })

  it("answers the huge input with a body of more than a megabyte", async () => {
    const response = await post(calls.licenseReset.path, JSON.stringify({ email: "huge@example.com", licenseKey: "K" }))
    expect(response.status).toBe(200)
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1024 * 1024)
  })
})
