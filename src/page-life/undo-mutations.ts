/**
 * Stage 4, in turns (docs/page-life.md#the-stages): taking back what a failed hydration did to a
 * part's server HTML. Preact (the browser's runtime) removes the server's nodes from the point where
 * a component throws while hydrating (its diff drops the "excess" DOM children it had not claimed),
 * so a form whose component throws is gone from the page with what the visitor typed in it
 * (seen in Chromium: e2e/bad-input.spec.ts, "the footer fails to hydrate"). The nodes themselves
 * are intact, typed values and all: putting them back where they were restores the page as sent.
 */

/** Records every node added to or removed from `element`'s subtree until stopped or undone. */
export function recordChildLists(element: Element) {
  const records: MutationRecord[] = []
  const observer = new MutationObserver((batch) => records.push(...batch))
  observer.observe(element, { childList: true, subtree: true })
  const stop = () => {
    records.push(...observer.takeRecords())
    observer.disconnect()
    return records
  }
  return {
    /** Stops recording. */
    stop: () => void stop(),
    /** Stops recording and takes back every recorded change, last first: the subtree's nodes are where they were. */
    undo() {
      for (const record of stop().reverse()) {
        record.addedNodes.forEach((node) => node.parentNode === record.target && record.target.removeChild(node))
        // Undone last first, the subtree is as it was just after this change: the removed nodes go back before the node that followed them.
        const before = record.nextSibling?.parentNode === record.target ? record.nextSibling : null
        record.removedNodes.forEach((node) => record.target.insertBefore(node, before))
      }
    },
  }
}
