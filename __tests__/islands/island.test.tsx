/**
 * Declaring and rendering an island (src/islands/island.ts, render.tsx): what the server render
 * writes for it, and that every island and enhancement file of src/islands/ declares the one island
 * its name says, which the post-build bundles under that name (src/post-build/island-bundles.ts).
 */
import path from "node:path"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { ISLAND, defineEnhancement, defineIsland } from "../../src/islands/island"
import { Enhancement, Island } from "../../src/islands/render"
import { islandFiles } from "../../src/post-build/island-bundles"

function Greeting({ name, mood }: { name: string; mood?: string }) {
  return <p>{`Hello ${name}${mood ? `, ${mood}` : ""}`}</p>
}

const parse = (html: string) => {
  const container = document.createElement("div")
  container.innerHTML = html
  return container.firstElementChild as HTMLElement
}

describe("an island, as the server renders it", () => {
  const greeter = defineIsland("greeter", Greeting, "on-use")

  it("is its component's HTML inside a <site-island> that names it, says when it wakes and carries its props as JSON", () => {
    const element = parse(renderToStaticMarkup(<Island of={greeter} name="Ada" mood="calm" />))
    expect(element.tagName.toLowerCase()).toBe(ISLAND.tag)
    expect(element).toHaveAttribute(ISLAND.name, "greeter")
    expect(element).toHaveAttribute(ISLAND.wakes, "on-use")
    expect(JSON.parse(element.getAttribute(ISLAND.props)!)).toEqual({ name: "Ada", mood: "calm" })
    expect(element.innerHTML).toBe("<p>Hello Ada, calm</p>")
  })

  it("writes no markup into its props, whatever they hold", () => {
    const element = parse(renderToStaticMarkup(<Island of={greeter} name={"</site-island><script>alert(1)</script>"} />))
    expect(element.getAttribute(ISLAND.props)).not.toContain("<")
    expect(JSON.parse(element.getAttribute(ISLAND.props)!)).toEqual({ name: "</site-island><script>alert(1)</script>" })
    expect(element.querySelector("script")).toBeNull()
  })

  it("carries no props attribute when it has none, and an enhancement carries the HTML it is given as it is", () => {
    const empty = defineIsland("empty", () => <p>Nothing</p>, "on-load")
    expect(parse(renderToStaticMarkup(<Island of={empty} />))).not.toHaveAttribute(ISLAND.props)
    const zoom = defineEnhancement("zoom", (_element: HTMLElement, _props: { selector: string }) => undefined, "on-use")
    const element = parse(
      renderToStaticMarkup(
        <Enhancement of={zoom} selector="img">
          <article>Text</article>
        </Enhancement>,
      ),
    )
    expect(element.innerHTML).toBe("<article>Text</article>")
    expect(JSON.parse(element.getAttribute(ISLAND.props)!)).toEqual({ selector: "img" })
  })
})

describe("the island files of src/, each beside the component it wakes", () => {
  const files = islandFiles(path.resolve(__dirname, "../../src"))

  it.each(files.map(({ name, file }) => [path.basename(file), name, file]))(
    "%s declares one island, named as the file",
    (_base, name, file) => {
      const declared = Object.values(require(file) as Record<string, { name?: string; wakes?: string }>).filter((value) => value?.name)
      expect(declared.map((value) => value.name)).toEqual([name])
      expect(["on-load", "on-sight", "on-use"]).toContain(declared[0].wakes)
      expect("attach" in declared[0]).toBe(file.endsWith(".enhancement.ts"))
    },
  )
})
