import React from "react"
import { Footer } from "./footer"
import { Navbar } from "./navbar"
import { MAIN_ID, SkipLink } from "./skip-link"

type Props = { children: React.ReactNode }

export function Layout({ children }: Props) {
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
