import React from "react"
import { HydrateLater } from "../../page-life/hydrate-later"
import { Footer } from "./footer"
import { Navbar } from "./navbar"
import { MAIN_ID, SkipLink } from "./skip-link"

type Props = { children: React.ReactNode }

export function Layout({ children }: Props) {
  return (
    <>
      <SkipLink />
      {/* Links and a <dialog> opened by its own button: they work before their JavaScript runs. */}
      <HydrateLater id="site-header">
        <Navbar />
      </HydrateLater>
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <HydrateLater id="site-footer">
        <Footer />
      </HydrateLater>
    </>
  )
}
