/**
 * A stand-in for Netlify serving a build the way netlify.toml says (publish directory, its
 * [[redirects]]) and Netlify documents (docs/hosting.md#netlify-the-alternative): a forced rule
 * first; then the file a path names, where /pricing is pricing.html if there is one, and a
 * folder's index.html is served only at the folder's address with a slash (/pricing redirects to
 * /pricing/ with 301, and /pricing/ to /pricing when pricing.html exists); then the rules that are
 * not forced (they only apply where no file answers: "shadowing"); else 404.html with 404. The
 * headers of public/_headers go with every answer. The check of a deployed site is run against it
 * (e2e/headers.spec.ts, tag @live).
 */
import fs from "fs"
import http from "http"
import path from "path"
import { headersFor, parseHeadersFile } from "./headers-file"

type Redirect = { from: string; to: string; status: number; force: boolean }

/** The [[redirects]] tables of a netlify.toml (strings, numbers and booleans: all it uses). */
function netlifyRedirects(toml: string): Redirect[] {
  return toml
    .split(/^\[\[redirects\]\]\s*$/m)
    .slice(1)
    .map((table) => {
      const value = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*(.+?)\\s*$`, "m").exec(table.split(/^\[/m)[0])?.[1]
      return {
        from: JSON.parse(value("from") ?? '""'),
        to: JSON.parse(value("to") ?? '""'),
        status: Number(value("status") ?? 301),
        force: value("force") === "true",
      }
    })
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=UTF-8",
  ".js": "application/javascript",
  ".json": "application/json",
  ".xml": "application/xml",
}

/** Serves `publishDir` as Netlify does with the redirects of `netlifyToml`; gives its address and a way to stop it. */
export async function startNetlify(publishDir: string, netlifyToml: string) {
  const redirects = netlifyRedirects(fs.readFileSync(netlifyToml, "utf8"))
  const rules = parseHeadersFile(
    fs.existsSync(path.join(publishDir, "_headers")) ? fs.readFileSync(path.join(publishDir, "_headers"), "utf8") : "",
  )
  const isFile = (relative: string) => {
    const file = path.join(publishDir, relative)
    return !/(^|\/)_(headers|redirects)$/.test(relative) && fs.existsSync(file) && fs.statSync(file).isFile()
  }

  /** The answer of the files alone: a file, a redirect, or none. */
  function fromFiles(pathname: string): { file?: string; location?: string } {
    if (pathname === "/") return isFile("index.html") ? { file: "index.html" } : {}
    if (pathname.endsWith("/")) {
      const bare = pathname.slice(0, -1)
      if (isFile(`${bare}.html`)) return { location: bare }
      return isFile(`${pathname}index.html`) ? { file: `${pathname}index.html` } : {}
    }
    if (isFile(pathname)) return { file: pathname }
    if (isFile(`${pathname}.html`)) return { file: `${pathname}.html` }
    return isFile(`${pathname}/index.html`) ? { location: `${pathname}/` } : {}
  }

  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://netlify").pathname)
    const headers = headersFor(rules, "respite.netlify.app", pathname)
    const send = (status: number, file?: string) => {
      if (!file) return response.writeHead(status, { ...headers, "content-type": "text/plain" }).end("Not Found\n")
      response
        .writeHead(status, { ...headers, "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" })
        .end(fs.readFileSync(path.join(publishDir, file)))
    }
    const apply = (rule: Redirect) =>
      rule.status === 200 || rule.status === 404
        ? send(rule.status, isFile(rule.to) ? rule.to : undefined)
        : response.writeHead(rule.status, { ...headers, location: rule.to }).end()
    const forced = redirects.find((rule) => rule.force && rule.from === pathname)
    if (forced) return apply(forced)
    const answer = fromFiles(pathname)
    if (answer.location) return response.writeHead(301, { ...headers, location: answer.location }).end()
    if (answer.file) return send(200, answer.file)
    const shadowed = redirects.find((rule) => rule.from === pathname)
    if (shadowed) return apply(shadowed)
    send(404, isFile("404.html") ? "404.html" : undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
