/**
 * A _headers file as Cloudflare and Netlify read it: a URL pattern line, then indented "Name: value"
 * lines. A pattern may be a path ("/static/*", "/movies/:title") or an absolute URL whose host has
 * placeholders ("https://:version.:subdomain.workers.dev/*"); a splat matches anything, a
 * placeholder one label of a host or one segment of a path. Every matching rule applies, and a
 * header named by several is joined with ", " (docs/hosting.md). The stand-in hosts of the tests
 * (../../deploy/stand-ins/cloudflare.ts, ./netlify.ts) apply it.
 */
export type HeaderRule = { host: RegExp | null; path: RegExp; headers: Array<[string, string]> }

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
const toRegExp = (pattern: string, segment: string) =>
  new RegExp(
    `^${escape(pattern)
      .replace(/\*/g, ".*")
      .replace(/:[A-Za-z]\w*/g, segment)}$`,
  )

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+$/, "")
    if (!line || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      const absolute = /^https:\/\/([^/]+)(\/.*)$/.exec(line.trim())
      rules.push({
        host: absolute ? toRegExp(absolute[1], "[^.]+") : null,
        path: toRegExp(absolute ? absolute[2] : line.trim(), "[^/]+"),
        headers: [],
      })
    } else if (rules.length > 0) {
      const at = line.indexOf(":")
      rules[rules.length - 1].headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
    }
  }
  return rules
}

/** The headers every rule matching the host name and path adds. */
export function headersFor(rules: HeaderRule[], hostname: string, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if ((rule.host && !rule.host.test(hostname)) || !rule.path.test(pathname)) continue
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
  }
  return headers
}
