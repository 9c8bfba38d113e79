/**
 * Where the help center lives, in one place: /help lists the topics, each a section with its own
 * anchor (/help#getting-started), and /help/<slug> is an article.
 */
import { HELP_TOPICS } from "../schema/content-types"
import { slugify } from "./slugify"

export type HelpTopic = (typeof HELP_TOPICS)[number]

export const HELP_PATH = "/help"

export const helpArticlePath = (slug: string) => `${HELP_PATH}/${slug}`

/** The id of a topic's section on /help: "Getting started" -> "getting-started". */
export const helpTopicId = (topic: HelpTopic) => slugify(topic)

export const helpTopicPath = (topic: HelpTopic) => `${HELP_PATH}#${helpTopicId(topic)}`
