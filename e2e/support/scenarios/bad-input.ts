/**
 * The bad-input suite's rows for the forms (issue 30, item 4): every form (newsletter, feedback,
 * licence reset, unsubscribe) against every answer an unlucky network or a hostile server can give,
 * written once against the driver-neutral visitor (../visitor/visitor.ts) and run in Chromium with
 * Playwright's routes (e2e/bad-input.spec.ts), in Chromium over the local API stub where routing
 * cannot give the answer (no CORS header, a redirect: Row.stubOnly), and in
 * WebKit over the stub (e2e/webkit/bad-input.spec.ts). The rows come from the API's one contract
 * (scripts/product-api/contract.cjs): each answer with the input that makes the stub give it and
 * what the visitor then sees (its test, __tests__/product-api/contract.test.ts, holds that text to
 * src/lib/messages.ts). Each row checks what the visitor sees, word for word, that nothing typed is
 * lost, and how many calls were made.
 */
import { expect } from "@playwright/test"
import { endpoints, type Answer } from "../../../scripts/product-api/contract.cjs"
import { calls as apiCalls, REQUEST_TIMEOUT_MS, type CallId } from "../../../src/lib/product-api"
import type { ApiCall, Target, Visitor } from "../visitor/visitor"

type Field = { name: string; label: string; typed: string }

/** How a form is found and filled (an unsubscribe link has no fields: its hash is in the address). */
type FormPage = {
  route: string
  scope: Target
  fields: Field[]
  button: string
  busy: string
}

const main: Target = { role: "main" }
const within = (scope: Target, target: Target): Target => ({ ...target, within: scope })

/** The visitor's address, as every form that asks for one gets it. */
const email = (label: string): Field => ({ name: "email", label, typed: "visitor@example.com" })

/** A form of its own page's main region that asks for the visitor's email, then one more field (feedback, licence reset). */
const mainForm = (route: string, name: string, second: Field, button: string, busy: string): FormPage => ({
  route,
  scope: within(main, { role: "form", name }),
  fields: [email("Email"), second],
  button,
  busy,
})

const MESSAGE: Field = { name: "message", label: "Message", typed: "Typed by the visitor, kept on every failure" }
const LICENSE_KEY: Field = { name: "licenseKey", label: "License key", typed: "RSPT-1234-ABCD" }

export const FORMS: Record<Exclude<CallId, "unsubscribe">, FormPage> = {
  newsletter: {
    route: "/pricing",
    scope: within({ role: "contentinfo" }, { role: "form", name: "Newsletter signup" }),
    fields: [email("Email address")],
    button: "Join",
    busy: "Joining...",
  },
  feedback: mainForm("/feedback", "Feedback", MESSAGE, "Send feedback", "Sending..."),
  licenseReset: mainForm("/manage-your-license", "Reset license", LICENSE_KEY, "Reset license", "Processing..."),
}

/** A connection refused: nothing listens where the API should be (no stub input can give that). */
export const REFUSED = "refused" as const

export type Row = {
  form: CallId
  /** The answer's name in the contract ("success", "2xx HTML page"...), or "connection refused". */
  name: string
  /** What the visitor types (over the defaults), or the hash of the unsubscribe link. */
  input: Record<string, string>
  answer: Answer | typeof REFUSED
  /** Exactly what the visitor reads. */
  sees: string
  /** Success: thanks in the status region and what was sent cleared; otherwise the alert, everything kept. */
  succeeds: boolean
  /**
   * Only a real server gives this answer: no CORS header (Playwright adds one to what it fulfils), or
   * a redirect (Chromium sends a request redirected by a fulfilled 3xx to the network, past the
   * routes: tried, a routed redirect row passed with the site following redirects).
   */
  stubOnly: boolean
  /** The site gives up waiting (REQUEST_TIMEOUT_MS): the row has to let that much time pass. */
  timesOut: boolean
}

export const rowTitle = (row: Row) => `${row.form}: ${row.name} -> "${row.sees}"`

/**
 * Every form against every answer of the contract, and a refused connection; not the stub's "slow
 * answer" (a success after 3 s: the in-flight rows of e2e/bad-input.spec.ts hold an answer instead).
 */
export const ROWS: readonly Row[] = endpoints.flatMap((endpoint) => {
  const ordinary = { [endpoint.fields[0]]: endpoint.fields[0] === "email" ? "visitor@example.com" : "a1b2c3" }
  const lost = endpoint.scenarios.find((scenario) => scenario.answer.dropConnection)!
  const row = (name: string, input: Record<string, string>, answer: Answer | typeof REFUSED, sees: string): Row => ({
    form: endpoint.id,
    name,
    input,
    answer,
    sees,
    succeeds: sees === endpoint.successSees,
    stubOnly: answer !== REFUSED && (answer.cors === false || answer.location !== undefined),
    timesOut: answer !== REFUSED && (answer.delayMs ?? 0) >= REQUEST_TIMEOUT_MS,
  })
  return [
    row("success", ordinary, endpoint.success, endpoint.successSees),
    ...endpoint.scenarios
      .filter((scenario) => scenario.name !== "slow answer")
      .map((scenario) => row(scenario.name, scenario.input, scenario.answer, scenario.visitorSees)),
    row("connection refused", ordinary, REFUSED, lost.visitorSees),
  ]
})

/** What the visitor types into a form for a row: the form's defaults, with the row's input over them. */
export const typedFor = (row: Row) =>
  row.form === "unsubscribe" ? [] : FORMS[row.form].fields.map((field) => ({ ...field, typed: row.input[field.name] ?? field.typed }))

/** The island of each form that wakes by itself (on load or on sight), which a row waits for; the newsletter's wakes as it is used. */
const WAKES_BY_ITSELF: Partial<Record<CallId, string>> = {
  feedback: "feedback-form",
  licenseReset: "license-reset-form",
  unsubscribe: "unsubscribe",
}

/** Opens the row's page (the unsubscribe page calls as it opens). */
export async function openRow(v: Visitor, row: Row): Promise<void> {
  await v.open(
    row.form === "unsubscribe"
      ? `/newsletter-unsubscribe?unsubscribeHash=${encodeURIComponent(row.input.unsubscribeHash)}`
      : FORMS[row.form].route,
  )
  const island = WAKES_BY_ITSELF[row.form]
  if (island) await v.awake(island)
}

/** Types what the row types into its form and sends it. */
export async function fillAndSubmit(v: Visitor, row: Row): Promise<void> {
  if (row.form === "unsubscribe") return
  const form = FORMS[row.form]
  await v.scrollIntoView(form.scope)
  for (const field of typedFor(row)) await v.fill(within(form.scope, { label: field.label }), field.typed)
  await v.click(within(form.scope, { role: "button", name: form.button }))
}

/** Opens the row's page and submits its form. */
export async function submitRow(v: Visitor, row: Row): Promise<void> {
  await openRow(v, row)
  await fillAndSubmit(v, row)
}

/** While the request is in flight: the button busy, every field read-only with what was typed. */
export async function inFlight(v: Visitor, row: Row): Promise<void> {
  if (row.form === "unsubscribe") {
    await expect.poll(() => v.texts(within(main, { role: "status" }))).toEqual([expect.stringContaining("Processing your request...")])
    return
  }
  const form = FORMS[row.form]
  await expect.poll(() => v.texts(within(form.scope, { role: "button" }))).toEqual([form.busy])
  for (const field of typedFor(row)) {
    const target = within(form.scope, { label: field.label })
    await expect.poll(() => v.attribute(target, "readonly"), `${field.label} while in flight`).toBe("")
    expect(await v.value(target)).toBe(field.typed)
  }
}

/**
 * What the visitor sees once the answer has come (or the site has stopped waiting): the message,
 * word for word, in the region that announces it, and nothing in the other; the fields cleared after
 * a success and kept after a failure, writable again; one call, and nothing else touched.
 */
export async function checkRow(v: Visitor, row: Row, calls: () => ApiCall[]): Promise<void> {
  const scope = row.form === "unsubscribe" ? main : FORMS[row.form].scope
  const [shown, silent] = row.succeeds ? ["status", "alert"] : ["alert", "status"]
  const region = (role: string) => within(scope, { role })
  await expect.poll(() => v.texts(region(shown))).toEqual([row.sees])
  expect((await v.texts(region(silent))).join(""), `the ${silent} region`).toBe("")
  if (row.form !== "unsubscribe") {
    const form = FORMS[row.form]
    for (const field of typedFor(row)) {
      const target = within(form.scope, { label: field.label })
      expect(await v.value(target), field.label).toBe(row.succeeds ? "" : field.typed)
      expect(await v.attribute(target, "readonly"), `${field.label} after the answer`).toBeNull()
    }
    expect(await v.texts(within(form.scope, { role: "button" }))).toEqual([form.button])
    if (!row.succeeds) expect(await v.isEnabled(within(form.scope, { role: "button" })), "the button, to try again").toBe(true)
  }
  const path = new RegExp(`^${apiCalls[row.form].path.replace(/:\w+/g, "[^/]+")}$`)
  const received = calls().filter((call) => path.test(call.path))
  const call = expect.objectContaining({ method: apiCalls[row.form].method })
  // A connection dropped before any answer lets a browser send an idempotent request (the unsubscribe's
  // DELETE) once more by itself (HTTP allows it for idempotent methods): WebKit does, so the stub may hear the page's one call twice.
  const retried = row.answer !== REFUSED && row.answer.dropConnection === true && apiCalls[row.form].method === "DELETE"
  if (retried && received.length === 2) expect(received, "one call, sent again by the browser").toEqual([call, call])
  else expect(received, "one call").toEqual([call])
  // The licence reset's errorTypes include names every object has: nothing may land on the prototype.
  expect(await v.evaluate(() => Object.keys(Object.prototype), null)).toEqual([])
}
