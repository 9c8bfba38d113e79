import type { CreateWebpackConfigArgs } from "gatsby"
import { configureWebpack } from "../../src/gatsby-node/webpack"

type CssLoader = { loader: string; options: { modules: Record<string, unknown> | false } }

type Config = {
  output?: Record<string, unknown>
  module?: { rules: { oneOf: { test: RegExp; use: (CssLoader | string)[] }[] }[] }
  plugins: object[]
}

/** The parts of Gatsby 5's browser webpack config (build-javascript) that src/gatsby-node/webpack.ts changes. */
export function gatsbyBrowserConfig({ miniCss = true, cssModules = true } = {}): Config {
  class MiniCssExtractPlugin {
    options: Record<string, unknown> = {}
  }
  return {
    output: {},
    // Gatsby's stylesheet rule: plain CSS, and CSS Modules (gatsby/dist/utils/webpack-utils.js, `rules.css`).
    module: {
      rules: [
        {
          oneOf: [
            ...(cssModules
              ? [
                  {
                    test: /\.module\.css$/,
                    use: ["/node_modules/mini-css-extract-plugin/dist/loader.js", cssLoader({ namedExport: true })],
                  },
                ]
              : []),
            { test: /\.css$/, use: ["/node_modules/mini-css-extract-plugin/dist/loader.js", cssLoader(false)] },
          ],
        },
      ],
    },
    plugins: miniCss ? [new MiniCssExtractPlugin()] : [],
  }
}

function cssLoader(modules: Record<string, unknown> | false): CssLoader {
  return { loader: "/site/node_modules/css-loader/dist/cjs.js", options: { modules } }
}

/** The config the browser build ends with, after src/gatsby-node/webpack.ts has changed `config`. */
export function browserBuildConfig(config: Config = gatsbyBrowserConfig()): Config {
  let final: Config = config
  configureWebpack({
    stage: "build-javascript",
    getConfig: () => config,
    actions: { replaceWebpackConfig: (replaced: Config) => (final = replaced) },
  } as unknown as CreateWebpackConfigArgs)
  return final
}
