import { buildDay, isShown, postStatus } from "../../src/lib/publishing"

describe("which posts a build publishes", () => {
  const day = "2025-05-01"

  it("publishes a post on and after its date", () => {
    expect(postStatus({ date: "2025-05-01" }, day)).toBe("published")
    expect(postStatus({ date: "2024-12-03" }, day)).toBe("published")
  })

  it("holds a post dated after the build's day until a build on or after that day", () => {
    expect(postStatus({ date: "2025-05-02" }, day)).toBe("scheduled")
    expect(postStatus({ date: "2025-05-02" }, "2025-05-02")).toBe("published")
  })

  it("never publishes a draft, whatever its date", () => {
    expect(postStatus({ date: "2020-01-01", draft: true }, day)).toBe("draft")
    expect(isShown({ date: "2020-01-01", draft: true }, { preview: false, day })).toBe(false)
  })

  it("shows every post when previewing (npm run develop)", () => {
    expect(isShown({ date: "2030-01-01", draft: true }, { preview: true, day })).toBe(true)
    expect(isShown({ date: "2030-01-01" }, { preview: false, day })).toBe(false)
  })

  it("takes the day in UTC, as editors write dates", () => {
    expect(buildDay(new Date("2025-05-01T23:30:00-05:00"))).toBe("2025-05-02")
  })
})
