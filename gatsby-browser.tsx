// The site's global styles: Gatsby's browser compilation makes every page's stylesheet from what this
// file and the components import. The production pages run none of Gatsby's browser code: they are
// documents with islands (docs/page-life.md); only `npm run develop` runs Gatsby's runtime
// (docs/page-life.md#under-npm-run-develop).
import "./src/styles/global.css"
