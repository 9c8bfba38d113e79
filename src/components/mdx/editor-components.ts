/**
 * The components an editor may use in a blog post or a help article, declared once: what renders
 * each (at build time, src/gatsby-node/article-html.ts) and which attributes each takes. The build
 * checks every MDX file against this list, and an unknown component or a missing or wrong attribute
 * stops it with the file and what is allowed (src/gatsby-node/mdx-components.ts), as a wrong
 * frontmatter field does. docs/editing.md#what-an-article-may-contain lists them with an example each.
 */
import type { ComponentType } from "react"
import { FACT_NAMES } from "../../config/app-facts"
import { CALLOUT_TYPES, Callout } from "./callout"
import { ContactEmail, Fact } from "./fact"
import { Figure } from "./figure"
import { Kbd } from "./kbd"
import { SeasonalSale } from "./seasonal-sale"
import { Steps } from "./steps"

export type AttributeRule = { required: boolean; oneOf?: readonly string[] }

export type EditorComponent = {
  // Each component has its own props; the declaration below says what an editor may pass.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render: ComponentType<any>
  attributes: Record<string, AttributeRule>
  /** How an editor writes it, for error messages and docs/editing.md. */
  example: string
}

export const editorComponents: Record<string, EditorComponent> = {
  Callout: {
    render: Callout,
    attributes: { type: { required: true, oneOf: CALLOUT_TYPES }, title: { required: false } },
    example: '<Callout type="tip" title="Optional title">Text</Callout>',
  },
  Figure: {
    render: Figure,
    attributes: { caption: { required: true } },
    example: '<Figure caption="What the image shows">![Alt text](./image.jpg)</Figure>',
  },
  Steps: { render: Steps, attributes: {}, example: "<Steps> around a numbered list </Steps>" },
  Kbd: { render: Kbd, attributes: {}, example: "<Kbd>Command</Kbd>" },
  /** A fact about the app from src/config/app-facts.ts; an unknown name stops the build with the names there are. */
  Fact: { render: Fact, attributes: { name: { required: true, oneOf: FACT_NAMES } }, example: '<Fact name="shortBreak" />' },
  /** The contact address from src/config/site.ts, linked; the build refuses the address typed out (content-literals.ts). */
  ContactEmail: { render: ContactEmail, attributes: {}, example: "<ContactEmail />" },
  /** While a seasonal sale of content/data/offers.json runs: says so, until when and how to get it; otherwise nothing (docs/offers.md). */
  SeasonalSale: { render: SeasonalSale, attributes: {}, example: "<SeasonalSale />" },
}
