/**
 * Whether the element the server rendered under `id` is in the document and the runtime has not
 * taken the page over yet (gatsby-browser.tsx marks `<html data-hydrated>` once it has): true while
 * the page the browser first loaded is being hydrated, false on pages reached by client-side
 * navigation, which have no server HTML of their own.
 */
export function isServerHtml(id: string): boolean {
  return typeof document !== "undefined" && !document.documentElement.dataset.hydrated && document.getElementById(id) !== null
}

/**
 * Given as an element's `dangerouslySetInnerHTML` while the page hydrates, tells the runtime to
 * leave that element's content as the server sent it: React and Preact both leave such content
 * untouched while hydrating, and neither sets it again while the value stays the same object.
 */
export const AS_SENT = { __html: "" }
