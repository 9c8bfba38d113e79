/**
 * GitHub Actions' expressions, as the workflows use them (`${{ ... }}` in values, and `if:`),
 * evaluated as GitHub documents ("Evaluate expressions in workflows and actions"): literals,
 * contexts and their properties (`a.b`, `a['b']`), `!`, `==` and `!=` (strings compared without
 * regard to case), `&&` and `||` (which give one of their operands), parentheses, and the status
 * functions. An `if:` without a status function is `success() && (...)`. Anything else (another
 * function, operator or context the replay does not know) throws, naming it: the replay then
 * fails rather than guess.
 */
export type Status = { success: boolean; failure: boolean; cancelled: boolean }
/** Functions that take arguments, the replay's own (hashFiles needs the workspace). */
export type Functions = Record<string, (...args: unknown[]) => unknown>
export type Contexts = Record<string, unknown>

type Token = { kind: "string" | "number" | "word" | "op"; text: string }

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  const pattern = /\s*(?:'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w-]*)|(==|!=|&&|\|\||[!().,[\]]))/y
  let at = 0
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break
    pattern.lastIndex = at
    const match = pattern.exec(source)
    if (!match) throw new Error(`The replay cannot read the expression ${JSON.stringify(source)} from ${JSON.stringify(source.slice(at))}`)
    at = pattern.lastIndex
    if (match[1] !== undefined) tokens.push({ kind: "string", text: match[1].replaceAll("''", "'") })
    else if (match[2] !== undefined) tokens.push({ kind: "number", text: match[2] })
    else if (match[3] !== undefined) tokens.push({ kind: "word", text: match[3] })
    else tokens.push({ kind: "op", text: match[4] })
  }
  return tokens
}

const truthy = (value: unknown) => !(value === null || value === undefined || value === false || value === 0 || value === "")
const equal = (a: unknown, b: unknown) =>
  typeof a === "string" && typeof b === "string" ? a.toLowerCase() === b.toLowerCase() : (a ?? null) === (b ?? null)

/** Evaluates one expression (without `${{ }}`). */
export function evaluate(source: string, contexts: Contexts, status: Status, extra: Functions = {}): unknown {
  const tokens = tokenize(source)
  let at = 0
  const peek = () => tokens[at]
  const take = (text?: string) => {
    const token = tokens[at++]
    if (!token || (text !== undefined && token.text !== text))
      throw new Error(`The replay expected ${text ?? "more"} in ${JSON.stringify(source)}, at ${JSON.stringify(token?.text ?? "the end")}`)
    return token
  }
  const functions: Functions = {
    success: () => status.success,
    failure: () => status.failure,
    cancelled: () => status.cancelled,
    always: () => true,
    ...extra,
  }

  function primary(): unknown {
    const token = take()
    if (token.kind === "string") return token.text
    if (token.kind === "number") return Number(token.text)
    if (token.text === "(") {
      const value = or()
      take(")")
      return value
    }
    if (token.text === "!") return !truthy(primary())
    if (token.kind !== "word") throw new Error(`The replay cannot read ${JSON.stringify(token.text)} in ${JSON.stringify(source)}`)
    if (token.text === "true" || token.text === "false") return token.text === "true"
    if (token.text === "null") return null
    if (peek()?.text === "(") {
      take("(")
      const args: unknown[] = []
      while (peek()?.text !== ")") {
        args.push(or())
        if (peek()?.text === ",") take(",")
      }
      take(")")
      const fn = functions[token.text]
      if (!fn) throw new Error(`The replay knows no function ${token.text}() (in ${JSON.stringify(source)})`)
      return fn(...args)
    }
    if (!(token.text in contexts)) throw new Error(`The replay knows no context ${token.text} (in ${JSON.stringify(source)})`)
    let value: unknown = contexts[token.text]
    for (;;) {
      if (peek()?.text === ".") {
        take(".")
        value = (value as Record<string, unknown> | undefined)?.[take().text]
      } else if (peek()?.text === "[") {
        take("[")
        const key = String(or())
        take("]")
        value = (value as Record<string, unknown> | undefined)?.[key]
      } else return value
    }
  }
  function comparison(): unknown {
    let value = primary()
    while (peek()?.text === "==" || peek()?.text === "!=") {
      const op = take().text
      const right = primary()
      value = op === "==" ? equal(value, right) : !equal(value, right)
    }
    return value
  }
  function and(): unknown {
    let value = comparison()
    while (peek()?.text === "&&") {
      take("&&")
      const right = comparison()
      value = truthy(value) ? right : value
    }
    return value
  }
  function or(): unknown {
    let value = and()
    while (peek()?.text === "||") {
      take("||")
      const right = and()
      value = truthy(value) ? value : right
    }
    return value
  }
  const value = or()
  if (at < tokens.length) throw new Error(`The replay cannot read ${JSON.stringify(tokens[at].text)} in ${JSON.stringify(source)}`)
  return value
}

/** A value with `${{ ... }}` in it, each replaced by its value as text (null as ""). */
export function interpolate(text: string, contexts: Contexts, status: Status, extra: Functions = {}): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_all, source: string) => {
    const value = evaluate(source, contexts, status, extra)
    return value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value)
  })
}

/** Whether an `if:` holds (absent: success()). */
export function condition(source: string | boolean | undefined, contexts: Contexts, status: Status): boolean {
  if (source === undefined) return status.success
  const text = String(source)
    .replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, "$1")
    .trim()
  const wrapped = /\b(success|failure|always|cancelled)\(\)/.test(text) ? text : `success() && (${text})`
  return truthy(evaluate(wrapped, contexts, status))
}
