/**
 * What a CSS Module exports to the islands' bundles (./island-bundles.ts): the same class names, under
 * the same keys, as Gatsby's css-loader gives the server render that wrote the island's HTML, so that a
 * hydrated island keeps and writes the classes its stylesheet defines.
 *
 * Made the way css-loader makes them (Gatsby 5.16's css-loader 5, gatsby/dist/utils/webpack-utils.js
 * `loaders.css`): the PostCSS plugins css-loader runs for CSS Modules (local by default, composes
 * extracted into imports, scoped), each class named by the site's own naming function
 * (src/build-tools/css-module-names.ts, which Gatsby's build uses too), composed classes from another
 * file appended, and keys converted as `exportLocalsConvention: "dashesOnly"` does (`hero-wrap` ->
 * `heroWrap`). The post-build then checks every class an island can write against the pages'
 * stylesheet (./style-classes.ts), so a naming that drifts from Gatsby's stops the build.
 */
import fs from "fs"
import path from "path"
import postcss, { type Root } from "postcss"
import localByDefault from "postcss-modules-local-by-default"
import extractImports from "postcss-modules-extract-imports"
import scope from "postcss-modules-scope"
import { cssModuleClassName } from "../build-tools/css-module-names"

export type CssModuleExports = Record<string, string>

/** css-loader's dashesOnly: `a-b` -> `aB`. */
const dashesCamelCase = (name: string) => name.replace(/-+(\w)/g, (_, letter: string) => letter.toUpperCase())

/** The `:import("file") { alias: name }` and `:export { key: value }` rules PostCSS left in `root`. */
function icssRules(root: Root) {
  const imports: Array<{ file: string; aliases: Record<string, string> }> = []
  const exports: Record<string, string> = {}
  root.walkRules((rule) => {
    const imported = /^:import\((["']?)(.+)\1\)$/.exec(rule.selector)
    if (imported) {
      const aliases: Record<string, string> = {}
      rule.walkDecls((decl) => void (aliases[decl.prop] = decl.value))
      imports.push({ file: imported[2], aliases })
    } else if (rule.selector === ":export") rule.walkDecls((decl) => void (exports[decl.prop] = decl.value))
  })
  return { imports, exports }
}

/** The exports of the CSS Module `file` (an absolute path), as the server render sees them; `root` is the project's folder. */
export function cssModuleExports(file: string, root: string, seen: Map<string, CssModuleExports> = new Map()): CssModuleExports {
  const known = seen.get(file)
  if (known) return known
  const processed = postcss([
    localByDefault(),
    extractImports(),
    scope({ generateScopedName: (name: string) => cssModuleClassName({ rootContext: root, resourcePath: file }, "", name) }),
  ]).process(fs.readFileSync(file, "utf8"), { from: file })
  const { imports, exports } = icssRules(processed.root)
  // Each alias of a composed class stands for that class's whole export in the other file.
  const replacements = new Map<string, string>()
  for (const { file: other, aliases } of imports) {
    const otherExports = cssModuleExports(path.resolve(path.dirname(file), other), root, seen)
    for (const [alias, name] of Object.entries(aliases)) {
      const value = otherExports[dashesCamelCase(name)]
      if (value === undefined) throw new Error(`${path.relative(root, file)} composes "${name}" from ${other}, which has no such class`)
      replacements.set(alias, value)
    }
  }
  const result: CssModuleExports = {}
  for (const [name, value] of Object.entries(exports)) {
    result[dashesCamelCase(name)] = value
      .split(/\s+/)
      .map((part) => replacements.get(part) ?? part)
      .join(" ")
  }
  seen.set(file, result)
  return result
}

/** The module an island's bundle imports for `file`: each key a named export, as `import * as styles` reads it. */
export function cssModuleSource(exports: CssModuleExports): string {
  const entries = Object.entries(exports)
  const constants = entries.map(([, value], index) => `const c${index} = ${JSON.stringify(value)};`)
  const names = entries.map(([key], index) => `c${index} as ${JSON.stringify(key)}`)
  return `${constants.join("\n")}\nexport { ${names.join(", ")} };\n`
}
