/**
 * Puts a page's own Content-Security-Policy into the page, as the first thing after its charset:
 * a <meta> policy governs only what comes after it, so it must precede every script and style.
 */
const CHARSET = /<meta charSet="utf-8"\/>/i
const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/** The page with `policy` in its <meta> (any earlier policy tag replaced). Throws if the page has no charset to follow. */
export function withPolicyMeta(html: string, policy: string): string {
  const withoutOld = html.replace(POLICY_META, "")
  const charset = CHARSET.exec(withoutOld)
  if (!charset) throw new Error('no <meta charSet="utf-8"/> to put the security policy after')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  const end = charset.index + charset[0].length
  return `${withoutOld.slice(0, end)}${meta}${withoutOld.slice(end)}`
}
