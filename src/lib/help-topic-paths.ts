import { HELP_PATH } from "./help-paths"
import type { HelpTopic } from "./help-topics"
import { slugify } from "./slugify"

/** The id of a topic's section on /help: "Getting started" -> "getting-started". */
export const helpTopicId = (topic: HelpTopic) => slugify(topic)

export const helpTopicPath = (topic: HelpTopic) => `${HELP_PATH}#${helpTopicId(topic)}`
