/**
 * A small vocabulary for declaring content types once. From one declaration come the GraphQL
 * types (toSdl, used by gatsby-node's createSchemaCustomization), the TypeScript types components
 * receive (Gatsby's typegen reads that GraphQL schema) and the build-time checks with their
 * messages (validate, used by gatsby-node's onCreateNode).
 */

import { filledText } from "../lib/fill-facts"

type Base = { optional?: boolean }

export type Field = Base &
  /** Plain text, which refuses markup, unless `html` (sanitised where it is resolved, e.g. an FAQ answer). */
  (
    | { kind: "text"; oneOf?: readonly string[]; pattern?: { regex: RegExp; hint: string }; html?: boolean }
    | { kind: "textList"; oneOf?: readonly string[] }
    | { kind: "int" | "float"; min?: number; max?: number }
    | { kind: "boolean" }
    | { kind: "date" }
    /** A path to a file next to the content, relative to it (an image). */
    | { kind: "file" }
    /** A closed set that is also a GraphQL enum, so components get the values as a TypeScript union. */
    | { kind: "enum"; name: string; values: readonly string[] }
    | { kind: "object"; name: string; fields: Fields }
    /** A list of objects: only for fields the build computes (`derived`), never written by editors. */
    | { kind: "objectList"; name: string; fields: Fields }
  )

export type Fields = Record<string, Field>

export type ContentType = {
  /** The GraphQL node type: the one Gatsby's JSON transformer names after the file, or one gatsby-node creates. */
  typeName: string
  fields: Fields
  /** Fields the build computes (not written by editors), declared with the same vocabulary (never optional). */
  derived?: Fields
  /** The field that names an entry in messages, for files that hold a list of entries. */
  label?: string
  /** A rule across fields that one field's declaration cannot say (a testimonial's provenance or its sample mark): one message per problem. */
  check?: (record: Record<string, unknown>) => string[]
}

export const text = (options: { oneOf?: readonly string[]; pattern?: { regex: RegExp; hint: string } } = {}): Field => ({
  kind: "text",
  ...options,
})
/** A text that may hold simple HTML, sanitised at build time by the resolver that reads it. */
export const htmlText = (): Field => ({ kind: "text", html: true })
export const textList = (options: { oneOf?: readonly string[] } = {}): Field => ({ kind: "textList", ...options })
export const int = (options: { min?: number; max?: number } = {}): Field => ({ kind: "int", ...options })
export const float = (options: { min?: number; max?: number } = {}): Field => ({ kind: "float", ...options })
export const boolean = (): Field => ({ kind: "boolean" })
export const date = (): Field => ({ kind: "date" })
export const file = (): Field => ({ kind: "file" })
export const enumOf = (name: string, values: readonly string[]): Field => ({ kind: "enum", name, values })
export const object = (name: string, fields: Fields): Field => ({ kind: "object", name, fields })
export const objectList = (name: string, fields: Fields): Field => ({ kind: "objectList", name, fields })
export const optional = (field: Field): Field => ({ ...field, optional: true })

// ---------------------------------------------------------------------------------------------
// GraphQL

function graphqlType(field: Field, extra: Map<string, string>): string {
  switch (field.kind) {
    case "text":
      return "String"
    case "textList":
      return "[String!]"
    case "int":
      return "Int"
    case "float":
      return "Float"
    case "boolean":
      return "Boolean"
    case "date":
      return "Date @dateformat"
    case "file":
      return "File @fileByRelativePath"
    case "enum":
      extra.set(field.name, `enum ${field.name} {\n  ${field.values.join("\n  ")}\n}`)
      return field.name
    case "object":
      extra.set(field.name, `type ${field.name} {\n${fieldLines(field.fields, extra)}\n}`)
      return field.name
    case "objectList":
      extra.set(field.name, `type ${field.name} {\n${fieldLines(field.fields, extra)}\n}`)
      return `[${field.name}!]`
  }
}

function fieldLines(fields: Fields, extra: Map<string, string>): string {
  return Object.entries(fields)
    .map(([name, field]) => {
      const [type, ...directives] = graphqlType(field, extra).split(" ")
      return `  ${name}: ${type}${field.optional ? "" : "!"}${directives.length ? ` ${directives.join(" ")}` : ""}`
    })
    .join("\n")
}

/** GraphQL SDL for the given content types: node types without inference, plus their enums and object types. */
export function toSdl(types: readonly ContentType[]): string {
  const extra = new Map<string, string>()
  const nodes = types.map((type) => {
    const lines = [fieldLines(type.fields, extra), ...(type.derived ? [fieldLines(type.derived, extra)] : [])]
    return `type ${type.typeName} implements Node @dontInfer {\n${lines.join("\n")}\n}`
  })
  return [...nodes, ...extra.values()].join("\n\n")
}

// ---------------------------------------------------------------------------------------------
// Validation

const quoted = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(", ")

function range(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`
  if (min !== undefined) return ` of at least ${min}`
  if (max !== undefined) return ` of at most ${max}`
  return ""
}

/** What a field accepts, in the words an editor reads in a build error. */
export function expected(field: Field): string {
  switch (field.kind) {
    case "text":
      if (field.oneOf) return `one of ${quoted(field.oneOf)}`
      return field.pattern ? `a text of ${field.pattern.hint}` : "a non-empty text"
    case "textList":
      return field.oneOf ? `a non-empty list of ${quoted(field.oneOf)}` : "a non-empty list of texts"
    case "int":
      return `a whole number${range(field.min, field.max)}`
    case "float":
      return `a number${range(field.min, field.max)}`
    case "boolean":
      return "true or false"
    case "date":
      return "a date such as 2025-01-31"
    case "file":
      return "a path to a file next to this content, such as ./hero.jpg"
    case "enum":
      return `one of ${quoted(field.values)}`
    case "object":
      return `an object with ${Object.keys(field.fields).join(", ")}`
    case "objectList":
      return `a list of objects with ${Object.keys(field.fields).join(", ")}`
  }
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""
const within = (value: number, min?: number, max?: number) => (min === undefined || value >= min) && (max === undefined || value <= max)

function fits(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case "text":
      return isText(value) && (!field.oneOf || field.oneOf.includes(value)) && (!field.pattern || field.pattern.regex.test(value))
    case "textList":
      return Array.isArray(value) && value.length > 0 && value.every((item) => isText(item) && (!field.oneOf || field.oneOf.includes(item)))
    case "int":
      return typeof value === "number" && Number.isInteger(value) && within(value, field.min, field.max)
    case "float":
      return typeof value === "number" && Number.isFinite(value) && within(value, field.min, field.max)
    case "boolean":
      return typeof value === "boolean"
    case "date":
      return (isText(value) || value instanceof Date) && !Number.isNaN(new Date(value).getTime())
    case "file":
      return isText(value)
    case "enum":
      return typeof value === "string" && field.values.includes(value)
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value)
    case "objectList":
      return Array.isArray(value) && value.every((item) => typeof item === "object" && item !== null && !Array.isArray(item))
  }
}

export type Where = {
  /** The content file as an editor knows it, e.g. content/data/pricing.json. */
  file: string
  /** Says whether a file field's path exists, relative to the content file. */
  fileExists: (relativePath: string) => boolean
  /** The line of the file where `text` is written, when it can be found. */
  lineOf?: (text: string) => number | undefined
}

/**
 * The start of a tag, a closing tag, a comment or a declaration: what an HTML parser reads as markup
 * (a "<" before anything else is text). A plain-text field ends up in HTML attributes, text and
 * JSON-LD data blocks; React and the JSON-LD serialiser escape it, and refusing markup here keeps a
 * mistake (or a "</script>") out of the build altogether.
 */
const MARKUP = /<[A-Za-z!/?]/

/**
 * The first markup in a plain-text field's value, or undefined, read once its fact tags (`<Fact name="..." />`,
 * `<ContactEmail />`) are filled in as every page reads it (src/lib/fill-facts.ts): the tags are no
 * markup, but a "<" written before one is, once it is filled. An unknown fact stops the build on its own.
 */
function markupIn(field: Field, value: unknown): string | undefined {
  if ((field.kind !== "text" && field.kind !== "textList") || (field.kind === "text" && field.html)) return undefined
  for (const item of Array.isArray(value) ? value : [value]) {
    const text = typeof item === "string" ? filledText(item) : ""
    const at = text.search(MARKUP)
    if (at >= 0) return text.slice(at)
  }
  return undefined
}

const SNIPPET = 30
const snippet = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET)}...` : text)

/** One readable message per problem (missing, wrong, unknown field); an empty list means the record is fine. */
export function validate(record: Record<string, unknown>, fields: Fields, where: Where, prefix = ""): string[] {
  const problems: string[] = []
  for (const [name, field] of Object.entries(fields)) {
    const path = `${prefix}${name}`
    const value = record[name]
    if (value === undefined || value === null) {
      if (!field.optional) problems.push(`required field "${path}" is missing (expected ${expected(field)})`)
    } else if (!fits(field, value)) {
      problems.push(`field "${path}" must be ${expected(field)}, got ${JSON.stringify(value)}`)
    } else if (markupIn(field, value) !== undefined) {
      const markup = markupIn(field, value)!
      const line = where.lineOf?.(markup.slice(0, SNIPPET))
      problems.push(
        `${line ? `line ${line}: ` : ""}field "${path}" is plain text: it may not contain markup (${JSON.stringify(snippet(markup))}); ` +
          "write the words alone",
      )
    } else if (field.kind === "object") {
      problems.push(...validate(value as Record<string, unknown>, field.fields, where, `${path}.`))
    } else if (field.kind === "file" && !where.fileExists(value as string)) {
      problems.push(`field "${path}" points to ${value}, which does not exist`)
    }
  }
  const allowed = Object.keys(fields)
  for (const name of Object.keys(record)) {
    if (!allowed.includes(name)) {
      problems.push(`unknown field "${prefix}${name}" (allowed: ${allowed.join(", ")}); is it misspelt?`)
    }
  }
  return problems
}
