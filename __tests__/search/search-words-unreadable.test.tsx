/**
 * The search page when the site's words (/pagefind/search-words.json) come back as something the build
 * never writes: the search still answers, each word as typed, none set aside and no synonym. A file of
 * its own, so that the search loads afresh (it loads once a page: src/search/pagefind.ts).
 */
import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse } from "msw"
import { searchMessages } from "../../src/lib/search-messages"
import { SiteSearch } from "../../src/search/site-search"
import { server, useMsw } from "../support/msw"
import { fakePagefind } from "./fake-pagefind"

const mockPagefind = fakePagefind([
  {
    url: "/help/meeting-and-video-detection",
    title: "Meeting and video detection",
    kind: "help",
    where: "Help · Breaks and reminders",
    text: "Respite pauses reminders while you are in a video call.",
  },
])
// Required lazily, once the search first loads, after this file has set it up.
jest.mock("/pagefind/pagefind.js", () => mockPagefind.module, { virtual: true })

useMsw()
beforeEach(() =>
  server.use(http.get("http://localhost/pagefind/search-words.json", () => HttpResponse.json({ synonyms: "zoom", stopWords: null }))),
)

const announced = (text: string) => waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(text))

it("answers each word as typed when the site's words are not what the build writes", async () => {
  render(<SiteSearch topics={["Getting started"]} categories={["Wellness"]} />)
  const box = screen.getByRole("searchbox", { name: /^Search help articles/ })
  await userEvent.type(box, "video call")
  await announced(searchMessages.found(1, "video call"))
  expect(
    within(screen.getByRole("list", { name: /^Results for/ })).getByRole("link", { name: "Meeting and video detection" }),
  ).toBeInTheDocument()
  // No synonym leads "zoom" anywhere.
  await userEvent.clear(box)
  await userEvent.type(box, "zoom")
  await announced(searchMessages.none("zoom"))
})
