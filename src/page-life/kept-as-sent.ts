/**
 * Stage 3, hydrated (docs/page-life.md#the-stages): how the runtime is told to keep an
 * element's content exactly as the server sent it while the page hydrates.
 *
 * Given as that element's `dangerouslySetInnerHTML`, this empty value leaves the server's children
 * in place: Preact 10 (the browser's runtime) and React 18 (the server render and Jest) both skip
 * an element's content when hydrating it with `dangerouslySetInnerHTML`, and neither sets the
 * content again while the value stays this same object. React 19 replaces it
 * (docs/upgrade-surface.md): a browser moved to React 19 would blank every section kept this way.
 * __tests__/page-life/runtime-contract.test.ts fails, naming the cause, if the runtime the browser
 * build ships stops keeping it; e2e/layout.spec.ts checks the same on every built page.
 */
import { isFirstLoad } from "./marker"

export const AS_SENT = { __html: "" }

/**
 * Whether the element the server rendered under `id` is to be kept as sent: the page shown is the
 * one the browser loaded (./marker.ts) and the server's element is there. Read once, at mount.
 */
export const keepsServerHtml = (id: string): boolean => isFirstLoad() && document.getElementById(id) !== null
