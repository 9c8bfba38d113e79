import type { Page, Route } from "@playwright/test"
import { messages } from "../src/lib/messages"
import { calls as apiCalls } from "../src/lib/product-api"
import { FAILED_REQUEST, answers, countApiCalls, expect, fulfill, holdBundles, mockApi, mockApiHeld, open, test } from "./support/test"

// The failing answers these tests give the forms make Chromium log the failed request; anything else fails the test.
test.beforeEach(({ expectedConsoleErrors }) => {
  expectedConsoleErrors.push(FAILED_REQUEST)
})

test.describe("newsletter", () => {
  test("landing section: Joining..., success, field cleared", async ({ page, consoleErrors }) => {
    const { calls, release } = await mockApiHeld(page, "newsletter", answers.newsletter.success)
    await open(page, "/#download")
    const form = page.getByRole("form", { name: "Newsletter signup" }).first()
    const email = form.getByLabel("Email address")
    await email.fill("reader@example.com")
    await form.getByRole("button", { name: "Join" }).click()
    await expect(form.getByRole("button", { name: "Joining..." })).toBeDisabled()
    release()
    await expect(form.getByRole("status")).toHaveText(messages.newsletter.success)
    await expect(email).toHaveValue("")
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: "POST", path: apiCalls.newsletter.path, body: '{"email":"reader@example.com"}' })
    expect(calls[0].headers["content-type"]).toBe("application/json")
    expect(consoleErrors).toEqual([])
  })

  test("footer form on another page keeps the email on failure", async ({ page }) => {
    await mockApi(page, "newsletter", (route) => fulfill(route, answers.newsletter["rejected address"]))
    await open(page, "/pricing")
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
    await form.getByLabel("Email address").fill("reader@example.com")
    await form.getByRole("button", { name: "Join" }).click()
    await expect(form.getByRole("alert")).toHaveText(messages.newsletter.failure)
    await expect(form.getByLabel("Email address")).toHaveValue("reader@example.com")
  })

  test("network failure", async ({ page }) => {
    await mockApi(page, "newsletter", (route) => route.abort("internetdisconnected"))
    await open(page, "/feedback")
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter signup" })
    await form.getByLabel("Email address").fill("reader@example.com")
    await form.getByRole("button", { name: "Join" }).click()
    await expect(form.getByRole("alert")).toHaveText(messages.newsletter.failure)
  })
})

test.describe("feedback", () => {
  /** Opens /feedback, types both fields and sends; gives the page's main region. */
  const send = async (page: Page, message: string) => {
    await open(page, "/feedback")
    const main = page.getByRole("main")
    await main.getByLabel("Email").fill("me@example.com")
    await main.getByLabel("Message").fill(message)
    await main.getByRole("button", { name: "Send feedback" }).click()
    return main
  }

  test("button waits for both fields; invalid email is caught before any call", async ({ page }) => {
    const calls = await mockApi(page, "feedback", (route) => fulfill(route, answers.feedback.success))
    await open(page, "/feedback")
    const main = page.getByRole("main")
    const button = main.getByRole("button", { name: "Send feedback" })
    await expect(button).toBeDisabled()
    await main.getByLabel("Email").fill("me@example")
    await expect(button).toBeDisabled()
    await main.getByLabel("Message").fill("   ")
    await expect(button).toBeDisabled()
    await main.getByLabel("Message").fill("Please add standing reminders")
    await button.click()
    await expect(main.getByRole("alert")).toHaveText(messages.invalidEmail)
    await expect(main.getByLabel("Email")).toHaveAttribute("aria-invalid", "true")
    await expect(main.getByLabel("Email")).toBeFocused()
    expect(calls).toHaveLength(0)
  })

  test("success: Sending..., thanks, both fields cleared", async ({ page }) => {
    const { calls, release } = await mockApiHeld(page, "feedback", answers.feedback.success)
    const main = await send(page, "Love the break screen")
    await expect(main.getByRole("button", { name: "Sending..." })).toBeDisabled()
    release()
    await expect(main.getByRole("status")).toHaveText(messages.feedback.success)
    await expect(main.getByLabel("Email")).toHaveValue("")
    await expect(main.getByLabel("Message")).toHaveValue("")
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: apiCalls.feedback.path,
        body: '{"email":"me@example.com","message":"Love the break screen"}',
      }),
    ])
  })

  for (const [name, answer, text] of [
    ["errorType", answers.feedback["rejected as spam"], `${messages.genericError}: SPAM_DETECTED`],
    ["no errorType, HTML body", answers.feedback["server error without errorType"], messages.genericError],
  ] as const) {
    test(`server failure with ${name}`, async ({ page }) => {
      await mockApi(page, "feedback", (route) => fulfill(route, answer))
      const main = await send(page, "Keep me")
      await expect(main.getByRole("alert")).toHaveText(text)
      await expect(main.getByLabel("Message")).toHaveValue("Keep me")
    })
  }

  test("network failure keeps the message", async ({ page }) => {
    await mockApi(page, "feedback", (route) => route.abort("connectionrefused"))
    const main = await send(page, "Keep me")
    await expect(main.getByRole("alert")).toHaveText(messages.network)
    await expect(main.getByLabel("Message")).toHaveValue("Keep me")
    await expect(main.getByLabel("Email")).toHaveValue("me@example.com")
  })
})

test.describe("typing before the page is interactive", () => {
  test("what a visitor typed before hydration is kept and can be sent", async ({ page }) => {
    const bundles = await holdBundles(page)
    const calls = await mockApi(page, "feedback", (route) => fulfill(route, answers.feedback.success))
    await open(page, "/feedback", { held: true })
    const main = page.getByRole("main")
    await main.getByLabel("Email").fill("early@example.com")
    await main.getByLabel("Message").fill("Typed on a slow connection")
    await bundles.release()
    await expect(main.getByRole("button", { name: "Send feedback" })).toBeEnabled()
    await expect(main.getByLabel("Message")).toHaveValue("Typed on a slow connection")
    await main.getByRole("button", { name: "Send feedback" }).click()
    await expect(main.getByRole("status")).toHaveText(messages.feedback.success)
    expect(calls[0].body).toBe('{"email":"early@example.com","message":"Typed on a slow connection"}')
  })

  test("feedback sent before hydration is sent, message and all, once the page is live", async ({ page }) => {
    // Preact's hydration empties a textarea until the form's state has caught up: the held submit must
    // send what the visitor saw in it (src/hooks/use-held-submit.ts).
    const bundles = await holdBundles(page)
    const calls = await mockApi(page, "feedback", (route) => fulfill(route, answers.feedback.success))
    await open(page, "/feedback", { held: true })
    const form = page.getByRole("main").getByRole("form", { name: "Feedback" })
    await form.getByLabel("Email").fill("early@example.com")
    await form.getByLabel("Message").fill("Sent on a slow connection")
    // Its button stays disabled until the page is live (the fields were empty as served); a submit that
    // gets through all the same (a script, an assistive tool) is held.
    await form.evaluate((each: HTMLFormElement) => each.requestSubmit())
    await bundles.release()
    await expect(form.getByRole("status")).toHaveText(messages.feedback.success)
    // An empty live region is not shown (global.css), so it is found by its role attribute.
    await expect(form.locator("[role=alert]")).toHaveText("")
    expect(calls.map((call) => call.body)).toEqual(['{"email":"early@example.com","message":"Sent on a slow connection"}'])
    await expect(form.getByLabel("Message")).toHaveValue("")
  })
})

test.describe("licence reset", () => {
  const fill = async (page: Page) => {
    const main = page.getByRole("main")
    await main.getByLabel("Email").fill("buyer@example.com")
    await main.getByLabel("License key").fill("RSPT-1234")
    return main
  }

  test("explains resets and disables the button until both fields are filled", async ({ page }) => {
    await open(page, "/manage-your-license")
    const main = page.getByRole("main")
    await expect(main.getByText("Excessive resets may get a license blocked", { exact: false })).toBeVisible()
    await expect(main.getByRole("button", { name: "Reset license" })).toBeDisabled()
    await main.getByLabel("Email").fill("buyer@example.com")
    await expect(main.getByRole("button", { name: "Reset license" })).toBeDisabled()
    await main.getByLabel("License key").fill("  ")
    await expect(main.getByRole("button", { name: "Reset license" })).toBeDisabled()
    await main.getByLabel("License key").fill("K")
    await expect(main.getByRole("button", { name: "Reset license" })).toBeEnabled()
  })

  test("success clears both fields; sent once on double click", async ({ page }) => {
    const { calls, release } = await mockApiHeld(page, "licenseReset", answers.licenseReset.success)
    await open(page, "/manage-your-license")
    const main = await fill(page)
    await main.getByRole("button", { name: "Reset license" }).dblclick()
    await expect(main.getByRole("button", { name: "Processing..." })).toBeDisabled()
    release()
    await expect(main.getByRole("status")).toHaveText(messages.licenseReset.success)
    await expect(main.getByLabel("Email")).toHaveValue("")
    await expect(main.getByLabel("License key")).toHaveValue("")
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: apiCalls.licenseReset.path,
      body: '{"email":"buyer@example.com","licenseKey":"RSPT-1234"}',
    })
  })

  for (const [answer, text] of [
    [answers.licenseReset.USER_NOT_FOUND, messages.licenseReset.byErrorType.USER_NOT_FOUND],
    [answers.licenseReset.NO_ACCESS, messages.licenseReset.byErrorType.NO_ACCESS],
    [answers.licenseReset.RESET_LIMIT_EXCEEDED, messages.licenseReset.byErrorType.RESET_LIMIT_EXCEEDED],
    [{ status: 500, body: { errorType: "INTERNAL", message: "Try again later" } }, `${messages.genericError}: Try again later`],
    [answers.licenseReset["unknown errorType without a message"], messages.genericError],
    [{ status: 500, body: {} }, messages.genericError],
  ] as const) {
    test(`${JSON.stringify(answer.body)} shows "${text}"`, async ({ page }) => {
      await mockApi(page, "licenseReset", (route) => fulfill(route, answer))
      await open(page, "/manage-your-license")
      const main = await fill(page)
      await main.getByRole("button", { name: "Reset license" }).click()
      await expect(main.getByRole("alert")).toHaveText(text)
      await expect(main.getByLabel("License key")).toHaveValue("RSPT-1234")
    })
  }

  test("network failure", async ({ page }) => {
    await mockApi(page, "licenseReset", (route) => route.abort("internetdisconnected"))
    await open(page, "/manage-your-license")
    const main = await fill(page)
    await main.getByRole("button", { name: "Reset license" }).click()
    await expect(main.getByRole("alert")).toHaveText(messages.network)
    await expect(main.getByLabel("Email")).toHaveValue("buyer@example.com")
  })
})

test.describe("unsubscribe", () => {
  test("without a hash: invalid link and no call", async ({ page }) => {
    const calls = await mockApi(page, "unsubscribe", (route) => fulfill(route, answers.unsubscribe.success))
    // Counts the API calls the page starts: once the message shows, the route has only to catch up with that count.
    const startedCalls = await countApiCalls(page)
    await open(page, "/newsletter-unsubscribe")
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(messages.unsubscribe.missingHash)
    const started = await startedCalls()
    await expect.poll(() => calls.length).toBe(started)
    expect(calls).toHaveLength(0)
  })

  test("spinner, then success; one DELETE with the encoded hash and a JSON header", async ({ page }) => {
    const { calls, release } = await mockApiHeld(page, "unsubscribe", answers.unsubscribe.success)
    await open(page, `/newsletter-unsubscribe?unsubscribeHash=${encodeURIComponent("ab/c d+e")}`)
    await expect(page.getByText(messages.unsubscribe.processing)).toBeVisible()
    release()
    await expect(page.getByText(messages.unsubscribe.success)).toBeVisible()
    expect(calls).toHaveLength(1)
    expect(calls[0].method).toBe("DELETE")
    expect(calls[0].path).toBe(apiCalls.unsubscribe.path.replace(":unsubscribeHash", "ab%2Fc%20d%2Be"))
    expect(calls[0].headers["content-type"]).toBe("application/json")
    expect(calls[0].body).toBeNull()
  })

  for (const [name, answer, text] of [
    [
      "errorMessage",
      (route: Route) => fulfill(route, answers.unsubscribe["link rejected with errorMessage"]),
      `${messages.genericError}: This unsubscribe link has expired`,
    ],
    [
      "no errorMessage",
      (route: Route) => fulfill(route, answers.unsubscribe["server error without errorMessage"]),
      messages.unsubscribe.fallback,
    ],
    ["network failure", (route: Route) => route.abort("internetdisconnected"), messages.network],
  ] as const) {
    test(`error: ${name}`, async ({ page }) => {
      await mockApi(page, "unsubscribe", answer)
      await open(page, "/newsletter-unsubscribe?unsubscribeHash=abc")
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(text)
    })
  }
})
