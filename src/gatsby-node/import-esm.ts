/**
 * Imports an ES module from gatsby-node code. Gatsby compiles gatsby-node and what it imports to
 * CommonJS (README: The upgrade surface), where import() would become require(), which cannot load
 * an ES module such as @mdx-js/mdx 2: a function built at run time keeps the real import().
 */
export const importEsm = new Function("specifier", "return import(specifier)") as <T>(specifier: string) => Promise<T>
