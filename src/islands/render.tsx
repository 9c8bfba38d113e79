/**
 * How a page renders an island (./island.ts): `<Island of={definition} {...props} />` for a
 * component island, `<Enhancement of={definition} {...props}>HTML</Enhancement>` for an enhancement.
 * On the server, the island's HTML inside a <site-island> that names it, says when it wakes and
 * carries its props as JSON. Under `npm run develop`, where Gatsby's own runtime renders the whole
 * page, a component island is simply live, and an enhancement attaches once the page has rendered.
 */
import React, { useEffect, useRef, type ComponentType, type ReactNode } from "react"
import { ISLAND, type EnhancementDefinition, type IslandDefinition } from "./island"

/** The props as JSON, "<" escaped: the attribute is safe either way, but the text then never holds markup. */
const propsJson = (props: object) => (Object.keys(props).length === 0 ? undefined : JSON.stringify(props).replace(/</g, "\\u003c"))

function islandElement(definition: { name: string; wakes: string }, props: object, children: ReactNode, ref?: React.Ref<HTMLElement>) {
  return React.createElement(
    ISLAND.tag,
    { ref, [ISLAND.name]: definition.name, [ISLAND.wakes]: definition.wakes, [ISLAND.props]: propsJson(props) },
    children,
  )
}

/** A component island, with the props its component takes. */
export function Island<P extends object>({ of: definition, ...props }: { of: IslandDefinition<P> } & P) {
  const Component = definition.Component as ComponentType<object>
  return islandElement(definition, props, <Component {...props} />)
}

/** An enhancement over the HTML it is given (`children`), with its props. */
export function Enhancement<P extends object>({
  of: definition,
  children,
  ...props
}: { of: EnhancementDefinition<P>; children: ReactNode } & P) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (ref.current) definition.attach(ref.current, props as unknown as P)
    // Once, as the loader does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return islandElement(definition, props, children, ref)
}
