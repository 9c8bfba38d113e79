/**
 * A stand-in for the part of GitHub's REST API the workflows' scripts use (scripts/deploy/github.mjs
 * and its callers), answering as the API documents (docs/deploying.md#what-the-deploy-relies-on),
 * over a repository kept in memory, on this machine. Every request is recorded. A token other than
 * the job's is refused (401, "Bad credentials").
 *   - GET /repos/{repo}/actions/workflows/test.yml/runs?branch=&event=&status=success&per_page=: the
 *     Test workflow's runs that match, newest first, as { total_count, workflow_runs };
 *   - GET /repos/{repo}/commits/{sha}/statuses (newest first), POST /repos/{repo}/statuses/{sha};
 *   - GET /repos/{repo}/issues?state=open&creator=, POST /repos/{repo}/issues (a pull request is an
 *     issue too);
 *   - GET /repos/{repo}/issues/{number}/comments?per_page=&page=, POST there, PATCH
 *     /repos/{repo}/issues/comments/{id}.
 * What the token writes is written by "github-actions[bot]", as a workflow's GITHUB_TOKEN does.
 */
import http from "http"

export type TestRun = { head_sha: string; head_branch: string; event: string; conclusion: string }
export type Status = { context: string; state: string; description?: string; target_url?: string; created_at: string }
export type Comment = { id: number; body: string; user: { login: string } }
export type Issue = { number: number; title: string; body: string; state: "open" | "closed"; user: { login: string }; comments: Comment[] }
export type GitHubRequest = { method: string; url: string; body: unknown }
export type GitHub = {
  repo: string
  token: string
  /** The Test workflow's runs, newest first. */
  testRuns: TestRun[]
  statuses: Record<string, Status[]>
  issues: Issue[]
  requests: GitHubRequest[]
}

export const WORKFLOW_USER = "github-actions[bot]"

/** An issue (or a pull request) someone opened, with no comment yet. */
export const issue = (number: number, title: string, login = "someone"): Issue => ({
  number,
  title,
  body: "",
  state: "open",
  user: { login },
  comments: [],
})

function answer(github: GitHub, method: string, url: URL, body: Record<string, unknown>): [number, unknown] {
  const repo = `/repos/${github.repo}`
  const query = (name: string) => url.searchParams.get(name)
  const route = url.pathname
  if (method === "GET" && route === `${repo}/actions/workflows/test.yml/runs`) {
    const runs = github.testRuns.filter(
      (run) =>
        (!query("branch") || run.head_branch === query("branch")) &&
        (!query("event") || run.event === query("event")) &&
        (!query("status") || run.conclusion === query("status")),
    )
    return [200, { total_count: runs.length, workflow_runs: runs.slice(0, Number(query("per_page") ?? 30)) }]
  }
  let match = new RegExp(`^${repo}/commits/([0-9a-f]+)/statuses$`).exec(route)
  if (method === "GET" && match) return [200, github.statuses[match[1]] ?? []]
  match = new RegExp(`^${repo}/statuses/([0-9a-f]+)$`).exec(route)
  if (method === "POST" && match) {
    const status = { ...(body as Omit<Status, "created_at">), created_at: new Date().toISOString() }
    github.statuses[match[1]] = [status, ...(github.statuses[match[1]] ?? [])]
    return [201, status]
  }
  if (method === "GET" && route === `${repo}/issues`)
    return [
      200,
      github.issues.filter((each) => each.state === query("state") && (!query("creator") || each.user.login === query("creator"))),
    ]
  if (method === "POST" && route === `${repo}/issues`) {
    const created = {
      ...issue(Math.max(0, ...github.issues.map((each) => each.number)) + 1, String(body.title), WORKFLOW_USER),
      body: String(body.body),
    }
    github.issues.push(created)
    return [201, created]
  }
  match = new RegExp(`^${repo}/issues/(\\d+)/comments$`).exec(route)
  const commented = match && github.issues.find((each) => each.number === Number(match![1]))
  if (match && !commented) return [404, { message: "Not Found" }]
  if (method === "GET" && commented) {
    const perPage = Number(query("per_page") ?? 30)
    const page = Number(query("page") ?? 1)
    return [200, commented.comments.slice((page - 1) * perPage, page * perPage)]
  }
  if (method === "POST" && commented) {
    const comment = {
      id: 1000 + github.issues.flatMap((each) => each.comments).length,
      body: String(body.body),
      user: { login: WORKFLOW_USER },
    }
    commented.comments.push(comment)
    return [201, comment]
  }
  match = new RegExp(`^${repo}/issues/comments/(\\d+)$`).exec(route)
  const comment = match && github.issues.flatMap((each) => each.comments).find((each) => each.id === Number(match![1]))
  if (method === "PATCH" && comment) {
    comment.body = String(body.body)
    return [200, comment]
  }
  return [404, { message: "Not Found" }]
}

/** Starts the stand-in for a repository; gives its state (to arrange and to look at), its address and a way to stop it. */
export async function startGitHub(repo = "respite/website") {
  const github: GitHub = { repo, token: "a-github-token", testRuns: [], statuses: {}, issues: [], requests: [] }
  const server = http.createServer((request, response) => {
    let text = ""
    request.on("data", (chunk) => (text += chunk))
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://api.github.invalid")
      const body = text ? JSON.parse(text) : undefined
      github.requests.push({ method: request.method ?? "", url: request.url ?? "", body })
      const [status, result] =
        request.headers.authorization === `Bearer ${github.token}`
          ? answer(github, request.method ?? "", url, body ?? {})
          : [401, { message: "Bad credentials" }]
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(result))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    github,
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
