/**
 * The data files' texts with their facts filled in (`<Fact name="..." />`, `<ContactEmail />`:
 * src/lib/fill-facts.ts), for every text field their declarations have (src/schema/content-types.ts),
 * nested ones included, so whatever a page asks for is filled. Articles' frontmatter is filled when
 * its node is made (./content-nodes.ts) and their bodies render the editor components.
 */
import { fillFactsIn } from "../lib/fill-facts"
import type { ContentType, Fields } from "../schema/fields"

type Resolvers = Record<string, Record<string, { resolve: (source: Record<string, unknown>) => unknown }>>

/** A resolver for each text and list of texts of these types' fields. */
export function factFieldResolvers(types: readonly ContentType[]): Resolvers {
  const resolvers: Resolvers = {}
  const visit = (typeName: string, fields: Fields) => {
    for (const [name, field] of Object.entries(fields)) {
      if (field.kind === "text" || field.kind === "textList") {
        resolvers[typeName] = { ...resolvers[typeName], [name]: { resolve: (source) => fillFactsIn(source[name]) } }
      } else if (field.kind === "object") {
        visit(field.name, field.fields)
      }
    }
  }
  types.forEach((type) => visit(type.typeName, type.fields))
  return resolvers
}
