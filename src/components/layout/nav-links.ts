/** The pages listed in the navbar, in order. */
export const primaryNav = [
  { to: "/blog", label: "Blog" },
  { to: "/pricing", label: "Pricing" },
  { to: "/feedback", label: "Feedback" },
] as const
