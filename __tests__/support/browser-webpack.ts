import type { CreateWebpackConfigArgs } from "gatsby"
import { configureWebpack } from "../../src/gatsby-node/webpack"

type Config = {
  output?: Record<string, unknown>
  plugins: object[]
  resolve?: { alias?: Record<string, string> }
  optimization?: { splitChunks?: { cacheGroups?: Record<string, { test?: unknown }> } }
}

/** The parts of Gatsby 5's browser webpack config (build-javascript) that src/gatsby-node/webpack.ts changes. */
export function gatsbyBrowserConfig({ miniCss = true, framework = true } = {}): Config {
  class MiniCssExtractPlugin {
    options: Record<string, unknown> = {}
  }
  return {
    output: {},
    plugins: miniCss ? [new MiniCssExtractPlugin()] : [],
    resolve: { alias: { react: "/node_modules/react", "react-dom": "/node_modules/react-dom" } },
    optimization: { splitChunks: { cacheGroups: framework ? { framework: { test: /react/ } } : {} } },
  }
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
