/**
 * Stage 4, in turns (docs/page-life.md#the-stages): hydration in turns. Hydrating a whole
 * page in one go is one long task: on a phone it holds the main thread past the 50 ms that
 * Lighthouse's Total Blocking Time counts from, and a tap made in that time waits for it
 * (docs/performance.md). Parts of a page that can wait (./hydrate-later.tsx) queue
 * their hydration here instead, and each runs in a task of its own, in the order the parts were
 * queued (top to bottom), so the browser can paint and answer input in between. Whatever should
 * happen once the whole page is live queues behind them (whenAllHydrated).
 */
type Turn = () => void

const turns: Turn[] = []
let running = false

/**
 * A link to another page of the site, followed before the last turn, is a page being left: the router
 * loads the next page and only then renders it (and withdraws the old page's turns, ./hydrate-later.tsx).
 * A turn run in between would hydrate a part of the page the visitor is leaving: a footer whose held
 * Join it would send from a form about to go, its answer shown to no one, where the next page's form
 * would take it over (./carried-submits.ts). So turns wait while a page is being left, until the
 * route changes (routeChanged, ./go-live.ts) or, if it does not, for at most LEAVING_MS.
 */
const LEAVING_MS = 1000
let leavingUntil = 0

/** Called as the route changes: the old page's turns are withdrawn by then, and the queue goes on. */
export function routeChanged(): void {
  leavingUntil = 0
}

function leavesThePage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null
  if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self")) return false
  return link.origin === location.origin && link.pathname !== location.pathname
}

if (typeof document !== "undefined") {
  // Capture: before the router's own handler takes the click.
  document.addEventListener(
    "click",
    (event) => {
      if (turns.length > 0 && leavesThePage(event)) leavingUntil = Date.now() + LEAVING_MS
    },
    true,
  )
}

function takeTurn(): void {
  if (Date.now() < leavingUntil) {
    setTimeout(takeTurn, 16)
    return
  }
  const turn = turns.shift()
  try {
    turn?.()
  } finally {
    // A part that fails to hydrate keeps its server HTML; the parts after it still get their turn.
    if (turns.length > 0) setTimeout(takeTurn, 0)
    else running = false
  }
}

/** Runs `turn` in a task of its own after the turns queued before it. Returns a function that withdraws it. */
export function hydrateInTurn(turn: Turn): () => void {
  turns.push(turn)
  if (!running) {
    running = true
    setTimeout(takeTurn, 0)
  }
  return () => {
    const index = turns.indexOf(turn)
    if (index >= 0) turns.splice(index, 1)
  }
}

/**
 * Runs `callback` once every part is hydrated: in a task after the current one, behind every turn
 * queued by then. The parts queue their turns in effects of the page's first commit, and
 * gatsby-browser's onInitialClientRender, which calls this, runs in an effect of that same commit:
 * waiting one task puts the callback behind all of them whichever effect runs first.
 */
export function whenAllHydrated(callback: Turn): void {
  setTimeout(() => {
    if (running) hydrateInTurn(callback)
    else callback()
  }, 0)
}
