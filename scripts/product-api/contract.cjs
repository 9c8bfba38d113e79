// @ts-check
/**
 * The product API as the site uses it (docs/spec/SITE-SPEC.md §7 and §8), written once: the four
 * calls, what each must receive, the answers the site reads, and the inputs that make the local
 * stub give each answer. Three users read this file and nothing else about the API's answers, and
 * turn an answer into HTTP with one adapter, scripts/product-api/http.cjs:
 *   scripts/product-api/stub.cjs     the local stub (npm start, npm run develop)
 *   __tests__/support/msw.ts         Jest: MSW answers at the network edge with respond() below
 *   e2e/support/api.ts               Playwright: route answers from `answers` (WebKit, e2e/webkit/, calls the stub itself)
 * docs/product-api.md describes it for the team that runs the real API; a Jest test keeps the two in step.
 * Each call's method, path and fields come from src/lib/api-calls.json, which the site's client reads too.
 * CommonJS, so Node runs the stub without a build step and Jest, Playwright and TypeScript (checkJs) all read it.
 */
const calls = require("../../src/lib/api-calls.json")

/**
 * One answer of the API. Besides a status and a body (an object: JSON; a string: an HTML page; none:
 * no body), what an unlucky or hostile network makes of it: a delay, a dropped connection, a
 * redirect (`location`), no CORS header (`cors: false`: the browser keeps the answer from the page),
 * or a body padded with an unread field to `padBytes`.
 * @typedef {{ status: number, body?: Record<string, unknown> | string | null, delayMs?: number, dropConnection?: boolean, location?: string, cors?: boolean, padBytes?: number }} Answer
 */
/** @typedef {{ name: string, input: Record<string, string>, answer: Answer, visitorSees: string }} Scenario */
/**
 * @typedef {object} Endpoint
 * @property {keyof typeof calls} id
 * @property {string} method         method, path and fields: src/lib/api-calls.json
 * @property {string} path           with ":unsubscribeHash" where the path carries a value
 * @property {string[]} fields       required fields of the JSON body (or the path parameter)
 * @property {string} form           where a visitor meets the call
 * @property {string} reads          what the site reads from the answer
 * @property {Answer} success
 * @property {string} successSees
 * @property {Scenario[]} scenarios  inputs that give another answer; any other input succeeds
 */

/** How long the "slow" scenario keeps a form in its submitting state. */
const SLOW_MS = 3000

/** An input that, in any form, makes the stub wait before it answers (success after that). */
const SLOW_EMAIL = "slow@example.com"
/** An input that, in any form, makes the stub drop the connection: the site shows its network message. */
const OFFLINE_EMAIL = "offline@example.com"

/**
 * Longer than the site waits for an answer (REQUEST_TIMEOUT_MS, 15 s, src/lib/product-api.ts): the
 * "no answer in time" input's answer comes after the site has given up.
 */
const TIMEOUT_MS = 20_000

/** Where the "redirect" answer points: a page of the API host that answers 200 with HTML, as a login or error page would. */
const MOVED_PATH = "/moved"

/** An HTML page, as a proxy, a captive portal or a redirected POST's target answers. */
const HTML_PAGE = "<!doctype html><html><body><h1>Welcome</h1><p>This is not the API.</p></body></html>"

// The visitorSees and successSees texts restate src/lib/messages.ts (CommonJS cannot read TypeScript) for
// the stub's printed list and docs/product-api.md; __tests__/product-api/contract.test.ts sends each
// scenario through the site's real client and checks the text against the message the site then shows.
const NETWORK = "Network error: Unable to connect to the server. Please check your connection and try again."

/**
 * The answers any form can get, each given by the stub to one input (an email address for the forms,
 * a hash for the unsubscribe link): what the form shows for a network failure, and for a failure
 * whose body has none of the fields it reads.
 * @type {(field: string, sees: { network: string, noFields: string, success: string, body: Record<string, unknown> }) => Scenario[]}
 */
const everyForm = (field, sees) => {
  const input = (/** @type {string} */ name) => ({ [field]: field === "email" ? `${name}@example.com` : name })
  return [
    {
      name: "slow answer",
      input: { [field]: field === "email" ? SLOW_EMAIL : "slow" },
      answer: { status: 200, body: {}, delayMs: SLOW_MS },
      visitorSees: `the waiting state for ${SLOW_MS / 1000} seconds, then success`,
    },
    {
      name: "connection lost",
      input: { [field]: field === "email" ? OFFLINE_EMAIL : "offline" },
      answer: { status: 0, dropConnection: true },
      visitorSees: sees.network,
    },
    { name: "2xx with no body", input: input("empty-ok"), answer: { status: 200, body: null }, visitorSees: sees.success },
    { name: "2xx HTML page", input: input("html-ok"), answer: { status: 200, body: HTML_PAGE }, visitorSees: sees.noFields },
    {
      name: "redirect",
      input: input("redirect"),
      answer: { status: 302, body: null, location: MOVED_PATH },
      visitorSees: sees.network,
    },
    { name: "error as an HTML page", input: input("html-error"), answer: { status: 502, body: HTML_PAGE }, visitorSees: sees.noFields },
    { name: "no CORS header", input: input("no-cors"), answer: { status: 200, body: sees.body, cors: false }, visitorSees: sees.network },
    {
      name: "no answer in time",
      input: input("timeout"),
      answer: { status: 200, body: sees.body, delayMs: TIMEOUT_MS },
      visitorSees: sees.network,
    },
    {
      name: "1 MB body",
      input: input("huge"),
      answer: { status: 200, body: sees.body, padBytes: 1024 * 1024 },
      visitorSees: sees.noFields,
    },
  ]
}

/**
 * A licence reset failure with an error type the site knows (src/lib/messages.ts): named by its
 * errorType, given by the stub to one licence key, shown as that type's own message.
 * @type {(errorType: string, licenseKey: string, status: number, visitorSees: string) => Scenario}
 */
const knownError = (errorType, licenseKey, status, visitorSees) => ({
  name: errorType,
  input: { licenseKey },
  answer: { status, body: { errorType } },
  visitorSees,
})

/** @type {Endpoint[]} */
const endpoints = [
  {
    id: "newsletter",
    ...calls.newsletter,
    form: "the newsletter form (landing page, every page's footer)",
    reads: "on failure, `message` (the site shows one fixed message whatever it says)",
    success: { status: 200, body: { message: "Subscribed" } },
    successSees: "Thank you for subscribing to our newsletter!",
    scenarios: [
      {
        name: "rejected address",
        input: { email: "fail@example.com" },
        answer: { status: 400, body: { errorType: "INVALID_EMAIL", message: "This address cannot be subscribed" } },
        visitorSees: "An error occurred. Please try again.",
      },
      // The newsletter form shows one message for every failure (docs/spec/SITE-SPEC.md §8).
      ...everyForm("email", {
        network: "An error occurred. Please try again.",
        noFields: "An error occurred. Please try again.",
        success: "Thank you for subscribing to our newsletter!",
        body: { message: "Subscribed" },
      }),
    ],
  },
  {
    id: "feedback",
    ...calls.feedback,
    form: "/feedback",
    reads: "on failure, `errorType`",
    success: { status: 201, body: null },
    successSees: "Thank you for your feedback!",
    scenarios: [
      {
        name: "rejected as spam",
        input: { email: "spam@example.com" },
        answer: { status: 422, body: { errorType: "SPAM_DETECTED" } },
        visitorSees: "An error occurred: SPAM_DETECTED",
      },
      {
        name: "server error without errorType",
        input: { email: "error@example.com" },
        answer: { status: 500, body: "<html><body>Internal Server Error</body></html>" },
        visitorSees: "An error occurred",
      },
      ...everyForm("email", { network: NETWORK, noFields: "An error occurred", success: "Thank you for your feedback!", body: {} }),
    ],
  },
  {
    id: "licenseReset",
    ...calls.licenseReset,
    form: "/manage-your-license",
    reads: "the answer as JSON; on failure, `errorType` (and `message` for an error type the site does not know)",
    success: { status: 200, body: { success: true } },
    successSees: "License reset successfully",
    scenarios: [
      knownError("USER_NOT_FOUND", "NOT-FOUND", 404, "No matching user found for the provided email and license key"),
      knownError("NO_ACCESS", "NO-ACCESS", 403, "This license does not have access"),
      knownError("RESET_LIMIT_EXCEEDED", "RESET-LIMIT", 429, "Reset limit exceeded. Please contact support for assistance"),
      {
        name: "unknown errorType with a message",
        input: { licenseKey: "UNKNOWN-ERROR" },
        answer: { status: 500, body: { errorType: "INTERNAL", message: "The licence server is busy, please try again in a minute" } },
        visitorSees: "An error occurred: The licence server is busy, please try again in a minute",
      },
      {
        name: "unknown errorType without a message",
        input: { licenseKey: "SILENT-ERROR" },
        answer: { status: 500, body: { errorType: "INTERNAL" } },
        visitorSees: "An error occurred",
      },
      // Names every object has: only the three named errorTypes are looked up, so these are "any other".
      ...["constructor", "toString", "__proto__"].map((errorType) => ({
        name: `errorType ${errorType}`,
        input: { licenseKey: `TYPE-${errorType.replace(/_/g, "").toUpperCase()}` },
        answer: { status: 400, body: { errorType, message: "Not a known error type" } },
        visitorSees: "An error occurred: Not a known error type",
      })),
      ...everyForm("email", {
        network: NETWORK,
        noFields: "An error occurred",
        success: "License reset successfully",
        body: { success: true },
      }),
    ],
  },
  {
    id: "unsubscribe",
    ...calls.unsubscribe,
    form: "/newsletter-unsubscribe?unsubscribeHash=… (the link in every newsletter)",
    reads: "on failure, `errorMessage`",
    success: { status: 200, body: { message: "Unsubscribed" } },
    successSees: "You have been successfully unsubscribed from our newsletter.",
    scenarios: [
      {
        name: "link rejected with errorMessage",
        input: { unsubscribeHash: "expired" },
        answer: { status: 410, body: { errorMessage: "This unsubscribe link has expired" } },
        visitorSees: "An error occurred: This unsubscribe link has expired",
      },
      {
        name: "server error without errorMessage",
        input: { unsubscribeHash: "broken" },
        answer: { status: 500, body: null },
        visitorSees: "Invalid unsubscribe link. Please check your email for the correct link.",
      },
      ...everyForm("unsubscribeHash", {
        network: NETWORK,
        noFields: "Invalid unsubscribe link. Please check your email for the correct link.",
        success: "You have been successfully unsubscribed from our newsletter.",
        body: { message: "Unsubscribed" },
      }),
    ],
  },
]

/** @type {(id: Endpoint["id"]) => Endpoint} */
const endpoint = (id) => /** @type {Endpoint} */ (endpoints.find((each) => each.id === id))

/**
 * The answers by call and scenario name, for tests that answer a request themselves
 * (e.g. `answers.licenseReset.NO_ACCESS`); `success` is each call's success.
 * @type {Record<Endpoint["id"], Record<string, Answer>>}
 */
const answers = /** @type {any} */ (
  Object.fromEntries(
    endpoints.map((each) => [
      each.id,
      Object.fromEntries([["success", each.success], ...each.scenarios.map((scenario) => [scenario.name, scenario.answer])]),
    ]),
  )
)

/** What a real API answers to a request it cannot read. @type {(detail: string) => Answer} */
const badRequest = (detail) => ({ status: 400, body: { errorType: "BAD_REQUEST", message: detail } })

/** A call's path as a pattern: each ":field" is one path segment, captured under that name. @type {(path: string) => RegExp} */
const pathPattern = (path) => new RegExp(`^${path.replace(/:(\w+)/g, "(?<$1>[^/]+)")}$`)

/**
 * The stub's whole behaviour: the answer to one request. Never throws; input the API cannot read
 * gets 400 with an errorType, an unknown path 404, a wrong method 405.
 * @param {{ method: string, path: string, body?: string | null }} request  path without origin, e.g. "/v1/feedback/"
 * @returns {Answer}
 */
function respond({ method, path, body }) {
  // Where the "redirect" answer points: what a login or error page would answer a browser that followed it.
  if (path === MOVED_PATH && method === "GET") return { status: 200, body: HTML_PAGE }
  const found = endpoints.map((each) => ({ route: each, match: pathPattern(each.path).exec(path) })).find(({ match }) => match)
  if (!found?.match) return { status: 404, body: { errorType: "NOT_FOUND", message: `No API call at ${path}` } }
  const { route } = found
  const params = found.match.groups ?? {}
  if (method !== route.method) return { status: 405, body: { errorType: "METHOD_NOT_ALLOWED", message: `${path} accepts ${route.method}` } }

  // As the client sends them (src/lib/product-api.ts): fields the path names are in the path, the others in a JSON body.
  /** @type {Record<string, unknown>} */
  let input = {}
  if (route.fields.some((field) => !(field in params))) {
    try {
      input = JSON.parse(body ?? "")
    } catch {
      return badRequest("The request body is not valid JSON")
    }
    if (!input || typeof input !== "object" || Array.isArray(input)) return badRequest("The request body must be a JSON object")
  }
  try {
    for (const [field, value] of Object.entries(params)) input[field] = decodeURIComponent(value)
  } catch {
    return badRequest("The path is not validly encoded")
  }
  const missing = route.fields.filter((field) => typeof input[field] !== "string" || input[field].trim() === "")
  if (missing.length > 0) return badRequest(`Missing field: ${missing.join(", ")}`)

  const normalised = (/** @type {unknown} */ value) => String(value).trim().toLowerCase()
  const scenario = route.scenarios.find((each) =>
    Object.entries(each.input).every(([field, value]) => normalised(input[field]) === normalised(value)),
  )
  return scenario ? scenario.answer : route.success
}

module.exports = { endpoints, endpoint, answers, respond, MOVED_PATH }
