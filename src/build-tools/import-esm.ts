/**
 * Imports an ES module from code the build runs in Node (gatsby-node and what it calls). Gatsby
 * compiles that code to CommonJS (docs/upgrade-surface.md), where import() would become require(),
 * which cannot load an ES module such as @mdx-js/mdx 2 or Pagefind: a function built at run time
 * keeps the real import().
 */
export const importEsm = new Function("specifier", "return import(specifier)") as <T>(specifier: string) => Promise<T>
