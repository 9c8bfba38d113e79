/**
 * One rule for the addresses content writes (Markdown links and images, their reference definitions,
 * FAQ answers), read as a browser's URL parser reads them (the URL Standard's basic URL parser): it
 * drops the C0 controls and spaces around an address and every tab and newline in it, takes a scheme
 * in any case, and reads a schemeless address that starts with two slashes, either way round ("//",
 * "/\", "\\": a backslash counts as a slash in web addresses), as another site's. Run at build time,
 * and by the FAQ sanitiser.
 */

/** The address as the parser reads it. */
// eslint-disable-next-line no-control-regex
const parsed = (url: string) => url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "")

/** The address's scheme, lowercase ("https", "mailto", "javascript"), or "" for none. */
export const schemeOf = (url: string) => /^([a-z][a-z\d+.-]*):/i.exec(parsed(url))?.[1].toLowerCase() ?? ""

/** A schemeless address with an authority: "//example.com/x.png" is https://example.com/x.png on this site. */
const hasAuthority = (url: string) => !schemeOf(url) && /^[/\\]{2}/.test(parsed(url))

/** Another site's page: an http: or https: address, or one with an authority and no scheme. */
export const isExternal = (url: string) => ["http", "https"].includes(schemeOf(url)) || hasAuthority(url)

/** A file of the site itself (an image beside an article, a file of static/): no scheme and no authority. */
export const isOwnResource = (url: string) => !schemeOf(url) && !hasAuthority(url)
