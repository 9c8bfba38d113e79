/**
 * The part of Cloudflare's REST API the deploy asks itself (scripts/deploy/cloudflare-api.mjs), over
 * the account of ./cloudflare.ts, answering as the API documents: every answer is
 * `{ success, errors, messages, result }`; a token other than the account's is refused with
 * `{ code: 10000, message: "Authentication error" }` and status 403. Endpoints: the account's
 * Workers custom domains (GET /accounts/{account}/workers/domains, filtered by hostname and
 * service), the zones (GET /zones?name=) and a zone's DNS records (GET /zones/{zone}/dns_records?name=).
 * Every request is recorded in the account file (apiCalls). POST /wrangler answers the wrangler
 * stand-in's script (./wrangler.sh): its arguments in the form body (arg=, in order); its folder,
 * token, output file and a file for its stderr in headers (written only when there is any); its
 * stdout in the answer, 200 when the command succeeded and 500 when it failed.
 */
import fs from "fs"
import http from "http"
import { readState, writeState, type CloudflareState } from "./cloudflare"
import { wranglerCommand } from "./wrangler"

const answer = (response: http.ServerResponse, status: number, result: unknown, errors: Array<{ code: number; message: string }> = []) =>
  response
    .writeHead(status, { "content-type": "application/json" })
    .end(JSON.stringify({ success: errors.length === 0, errors, messages: [], result }))

function respond(state: CloudflareState, url: URL): [number, unknown, Array<{ code: number; message: string }>?] {
  const query = (name: string) => url.searchParams.get(name)
  const domains = `/accounts/${state.account}/workers/domains`
  if (url.pathname === domains) {
    const matching = state.domains.filter(
      (domain) =>
        (!query("hostname") || domain.hostname === query("hostname")) && (!query("service") || domain.service === query("service")),
    )
    return [200, matching]
  }
  if (url.pathname === "/zones") return [200, query("name") === state.zone.name ? [{ id: state.zone.id, name: state.zone.name }] : []]
  if (url.pathname === `/zones/${state.zone.id}/dns_records`) return [200, state.dns.filter((record) => record.name === query("name"))]
  return [404, null, [{ code: 7003, message: "Could not route to " + url.pathname + ", perhaps your object identifier is invalid?" }]]
}

export async function startCloudflareApi(stateFile: string) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://api.cloudflare.invalid")
    if (url.pathname === "/wrangler") return answerWrangler(stateFile, request, response)
    const state = readState(stateFile)
    state.apiCalls.push(`${request.method} ${url.pathname}${url.search}`)
    writeState(stateFile, state)
    if (request.headers.authorization !== `Bearer ${state.token}`)
      return answer(response, 403, null, [{ code: 10000, message: "Authentication error" }])
    const [status, result, errors] = respond(state, url)
    answer(response, status, result, errors)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

/** One call of the wrangler stand-in's script. */
function answerWrangler(stateFile: string, request: http.IncomingMessage, response: http.ServerResponse) {
  const chunks: Buffer[] = []
  request.on("data", (chunk: Buffer) => chunks.push(chunk))
  request.on("end", () => {
    const header = (name: string) => {
      const value = request.headers[name]
      return typeof value === "string" && value !== "" ? value : undefined
    }
    const answer = wranglerCommand(stateFile, {
      args: new URLSearchParams(Buffer.concat(chunks).toString("utf8")).getAll("arg"),
      cwd: header("x-cwd") ?? "/",
      token: header("x-token"),
      outputFile: header("x-output-file"),
    })
    const stderrFile = header("x-stderr-file")
    if (answer.stderr && stderrFile) fs.writeFileSync(stderrFile, answer.stderr)
    response.writeHead(answer.ok ? 200 : 500, { "content-type": "text/plain" }).end(answer.stdout)
  })
}
