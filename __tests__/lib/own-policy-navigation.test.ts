import { ownPolicyPages, site } from "../../src/config/site"
import { hasOwnPolicy, leaveOwnPolicyPagesByFullLoad } from "../../src/lib/own-policy-navigation"

type GatsbyWindow = Window & { ___swUpdated?: boolean }

afterEach(() => {
  delete (window as GatsbyWindow).___swUpdated
  window.history.replaceState(null, "", "/")
})

describe("leaving a page with a policy of its own", () => {
  it.each([...ownPolicyPages, `${site.search.path}/`])("%s is left by a full page load, never through the router", (path) => {
    window.history.replaceState(null, "", `${path}?q=breaks`)
    expect(hasOwnPolicy(window.location.pathname)).toBe(true)
    leaveOwnPolicyPagesByFullLoad()
    expect((window as GatsbyWindow).___swUpdated).toBe(true)
  })

  it.each(["/", "/pricing", "/blog/digital-eye-strain", "/searching"])("%s keeps the router", (path) => {
    window.history.replaceState(null, "", path)
    leaveOwnPolicyPagesByFullLoad()
    expect((window as GatsbyWindow).___swUpdated).toBeUndefined()
  })
})
