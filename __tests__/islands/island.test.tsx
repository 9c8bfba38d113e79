/**
 * Declaring an island (src/islands/island.tsx): what the server render writes for it, and that every
 * island file of src/islands/ declares the one island its name says, which the post-build bundles
 * under that name (src/post-build/island-bundles.ts).
 */
import fs from "node:fs"
import path from "node:path"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { ISLAND, enhancement, island, type Island } from "../../src/islands/island"

function Greeting({ name, mood }: { name: string; mood?: string }) {
  return <p>{`Hello ${name}${mood ? `, ${mood}` : ""}`}</p>
}

const parse = (html: string) => {
  const container = document.createElement("div")
  container.innerHTML = html
  return container.firstElementChild as HTMLElement
}

describe("an island, as the server renders it", () => {
  const Greeter = island("greeter", Greeting, "on-use")

  it("is its component's HTML inside a <site-island> that names it, says when it wakes and carries its props as JSON", () => {
    const element = parse(renderToStaticMarkup(<Greeter name="Ada" mood="calm" />))
    expect(element.tagName.toLowerCase()).toBe(ISLAND.tag)
    expect(element).toHaveAttribute(ISLAND.name, "greeter")
    expect(element).toHaveAttribute(ISLAND.wakes, "on-use")
    expect(JSON.parse(element.getAttribute(ISLAND.props)!)).toEqual({ name: "Ada", mood: "calm" })
    expect(element.innerHTML).toBe("<p>Hello Ada, calm</p>")
  })

  it("writes no markup into its props, whatever they hold", () => {
    const html = renderToStaticMarkup(<Greeter name={"</site-island><script>alert(1)</script>"} />)
    const element = parse(html)
    expect(element.getAttribute(ISLAND.props)).not.toContain("<")
    expect(JSON.parse(element.getAttribute(ISLAND.props)!)).toEqual({ name: "</site-island><script>alert(1)</script>" })
    expect(element.querySelector("script")).toBeNull()
  })

  it("carries no props attribute when it has none, and an enhancement carries its children as they are", () => {
    const Empty = island("empty", () => <p>Nothing</p>, "on-load")
    expect(parse(renderToStaticMarkup(<Empty />))).not.toHaveAttribute(ISLAND.props)
    const Zoom = enhancement("zoom", (_element, _props: { selector: string }) => undefined, "on-use")
    const element = parse(renderToStaticMarkup(<Zoom selector="img">{<article>Text</article>}</Zoom>))
    expect(element.innerHTML).toBe("<article>Text</article>")
    expect(JSON.parse(element.getAttribute(ISLAND.props)!)).toEqual({ selector: "img" })
  })
})

describe("the island files of src/islands/", () => {
  const folder = path.resolve(__dirname, "../../src/islands")
  const files = fs.readdirSync(folder).filter((file) => file.endsWith(".island.tsx"))

  it.each(files)("%s declares one island, named as the file", (file) => {
    const declared = Object.values(require(path.join(folder, file)) as Record<string, Partial<Island<object>>>).filter(
      (value) => value.island,
    )
    expect(declared.map((value) => value.island!.name)).toEqual([file.replace(/\.island\.tsx$/, "")])
    expect(["on-load", "on-sight", "on-use"]).toContain(declared[0].island!.wakes)
  })
})
