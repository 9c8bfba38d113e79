/**
 * Stage 4 of a page's life (README: How a page comes alive): hydration in turns. Hydrating a whole
 * page in one go is one long task: on a phone it holds the main thread past the 50 ms that
 * Lighthouse's Total Blocking Time counts from, and a tap made in that time waits for it
 * (docs/performance.md). Parts of a page that can wait (../3-hydrated/hydrate-later.tsx) queue
 * their hydration here instead, and each runs in a task of its own, in the order the parts were
 * queued (top to bottom), so the browser can paint and answer input in between. Whatever should
 * happen once the whole page is live queues behind them (whenAllHydrated).
 */
type Turn = () => void

const turns: Turn[] = []
let running = false

function takeTurn(): void {
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
