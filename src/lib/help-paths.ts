/** Where the help center lives: /help lists the topics, /help/<slug> is an article. */
import { slugify } from "./slugify"
import type { HelpTopic } from "./help-topics"

export const HELP_PATH = "/help"

export const helpArticlePath = (slug: string) => `${HELP_PATH}/${slug}`

/** The id of a topic's section on /help: "Getting started" -> "getting-started". */
export const helpTopicId = (topic: HelpTopic) => slugify(topic)

export const helpTopicPath = (topic: HelpTopic) => `${HELP_PATH}#${helpTopicId(topic)}`
