/**
 * Where the help center lives: /help lists the topics, /help/<slug> is an article. The topics'
 * anchors are in ./help-topic-paths.ts: every page's footer links here, and those need slugify.
 */
export const HELP_PATH = "/help"

export const helpArticlePath = (slug: string) => `${HELP_PATH}/${slug}`
