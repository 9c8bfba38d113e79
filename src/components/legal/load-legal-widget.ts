/** What the fallback says before its link when the widget's script cannot load. */
const widgetFailed = (title: string) => `The ${title.toLowerCase()} could not be loaded here. `

/**
 * The widget's script (`scriptUrl`, src/config/site.ts, given by the page), added to the page; if it
 * cannot load, the fallback becomes an alert that says so. Plain DOM code: the enhancement renders
 * nothing of its own.
 */
export function loadLegalWidget(element: HTMLElement, { title, scriptUrl }: { title: string; scriptUrl: string }): void {
  const script = document.createElement("script")
  script.id = "legal-widget"
  script.src = scriptUrl
  script.async = true
  script.addEventListener("error", () => {
    const fallback = element.querySelector("[data-legal-fallback]")
    fallback?.setAttribute("role", "alert")
    fallback?.querySelector("p")?.prepend(widgetFailed(title))
  })
  document.body.appendChild(script)
}
