import { hydrateInTurn, routeChanged, whenAllHydrated } from "../../src/page-life/hydration-queue"

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.runOnlyPendingTimers()
  jest.runAllTimers()
  jest.useRealTimers()
})

/** Runs the next task the page has queued, as the browser's event loop would. */
const nextTask = () => jest.advanceTimersToNextTimer()

describe("hydration in turns", () => {
  it("runs each queued part in a task of its own, in the order they were queued, after the current task", () => {
    const ran: string[] = []
    hydrateInTurn(() => ran.push("header"))
    hydrateInTurn(() => ran.push("carousel"))
    hydrateInTurn(() => ran.push("footer"))
    expect(ran).toEqual([])
    nextTask()
    expect(ran).toEqual(["header"])
    nextTask()
    expect(ran).toEqual(["header", "carousel"])
    nextTask()
    expect(ran).toEqual(["header", "carousel", "footer"])
  })

  it("skips a part withdrawn before its turn (its page was left)", () => {
    const ran: string[] = []
    hydrateInTurn(() => ran.push("header"))
    const withdraw = hydrateInTurn(() => ran.push("footer"))
    withdraw()
    jest.runAllTimers()
    expect(ran).toEqual(["header"])
  })

  it("still hydrates the parts after one that fails", () => {
    const ran: string[] = []
    hydrateInTurn(() => {
      throw new Error("broken part")
    })
    hydrateInTurn(() => ran.push("footer"))
    expect(nextTask).toThrow("broken part")
    nextTask()
    expect(ran).toEqual(["footer"])
  })

  it("runs what waits for the live page once every part is hydrated, in a task after the current one", () => {
    const ran: string[] = []
    whenAllHydrated(() => ran.push("live, nothing queued"))
    expect(ran).toEqual([])
    nextTask()
    expect(ran).toEqual(["live, nothing queued"])

    hydrateInTurn(() => ran.push("header"))
    hydrateInTurn(() => ran.push("footer"))
    whenAllHydrated(() => ran.push("live"))
    jest.runAllTimers()
    expect(ran).toEqual(["live, nothing queued", "header", "footer", "live"])
  })

  it("waits for parts queued later in the same task: onInitialClientRender may run before or after the parts' effects", () => {
    const ran: string[] = []
    whenAllHydrated(() => ran.push("live"))
    hydrateInTurn(() => ran.push("header"))
    hydrateInTurn(() => ran.push("footer"))
    jest.runAllTimers()
    expect(ran).toEqual(["header", "footer", "live"])
  })
})

describe("a page being left", () => {
  afterEach(() => routeChanged())

  const follow = (href: string) => {
    const link = document.createElement("a")
    link.href = href
    link.addEventListener("click", (event) => event.preventDefault())
    document.body.append(link)
    link.click()
    link.remove()
  }

  it("holds the next turn from a click on a link to another page until the route changes", () => {
    const ran: string[] = []
    hydrateInTurn(() => ran.push("header"))
    hydrateInTurn(() => ran.push("footer"))
    nextTask()
    expect(ran).toEqual(["header"])
    follow("/pricing")
    jest.advanceTimersByTime(500)
    expect(ran).toEqual(["header"])
    routeChanged()
    jest.advanceTimersByTime(50)
    expect(ran).toEqual(["header", "footer"])
  })

  it("goes on after a second when the route does not change, and a link to the same page holds nothing", () => {
    const ran: string[] = []
    hydrateInTurn(() => ran.push("header"))
    hydrateInTurn(() => ran.push("footer"))
    nextTask()
    follow("/pricing")
    jest.advanceTimersByTime(900)
    expect(ran).toEqual(["header"])
    jest.advanceTimersByTime(200)
    expect(ran).toEqual(["header", "footer"])
    hydrateInTurn(() => ran.push("carousel"))
    follow(`${location.pathname}#download`)
    nextTask()
    expect(ran).toEqual(["header", "footer", "carousel"])
  })
})
