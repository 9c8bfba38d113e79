// What every page runs from the start: the search shortcut, Ctrl+K or Cmd+K, from the moment the HTML is parsed (docs/page-life.md).
import { SEARCH_SHORTCUT, type SearchShortcut } from "../search/shortcut"
import { inlineScript } from "./inline-script"

/**
 * Runs in the browser as an inline script (./inline-script.ts says what that asks of it). On a Mac, Control-K in a text field deletes to
 * the end of the line: there only Command-K searches. The box's id is on the search page alone.
 *
 * @inlineScript
 */
export function openSearchOnShortcut(shortcut: SearchShortcut): void {
  const apple = /Mac|iP/.test(navigator.platform)
  if (apple) document.documentElement.setAttribute(shortcut.appleAttribute, "")
  document.addEventListener("keydown", function (event) {
    const target = event.target as HTMLElement
    if (
      !(event.ctrlKey || event.metaKey) ||
      event.altKey ||
      event.shiftKey ||
      event.defaultPrevented ||
      String(event.key).toLowerCase() !== shortcut.key
    )
      return
    if (apple && !event.metaKey && (target.isContentEditable || /^(INPUT|TEXTAREA)$/.test(target.tagName))) return
    event.preventDefault()
    const field = document.getElementById(shortcut.fieldId) as HTMLInputElement | null
    if (field) {
      field.focus()
      field.select()
    } else location.assign(shortcut.path)
  })
}

/** The inline script every page carries in its <head>. */
export const searchShortcutScript = () => inlineScript<typeof openSearchOnShortcut>("openSearchOnShortcut", SEARCH_SHORTCUT)
