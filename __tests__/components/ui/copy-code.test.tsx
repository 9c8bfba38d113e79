import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { CopyCode } from "../../../src/components/ui/copy-code"

describe("CopyCode", () => {
  afterEach(() => jest.useRealTimers())

  it("copies the code, says so for 2 seconds, then resets", async () => {
    jest.useFakeTimers()
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    render(<CopyCode code="RESPITE20" label="Your code" />)
    // fireEvent, not user-event: user-event swaps in its own clipboard stub.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy code" }))
    })
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith("RESPITE20")
    expect(screen.getByRole("status")).toHaveTextContent("Code RESPITE20 copied to clipboard")
    act(() => jest.advanceTimersByTime(1999))
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole("button", { name: "Copy code" })).toBeInTheDocument()
  })

  it("falls back to a selection copy when the Clipboard API is refused", async () => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: jest.fn().mockRejectedValue(new Error("denied")) },
      configurable: true,
    })
    document.execCommand = jest.fn().mockReturnValue(true)
    render(<CopyCode code="RESPITE20" label="Your code" />)
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy code" }))
    })
    expect(document.execCommand).toHaveBeenCalledWith("copy")
    expect(await screen.findByRole("button", { name: "Copied!" })).toBeInTheDocument()
  })
})
