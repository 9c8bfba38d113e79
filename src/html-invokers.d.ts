/**
 * HTML attributes React 18's types do not know yet: the popover API and invoker commands, which open
 * and close the mobile menu without JavaScript (src/components/layout/mobile-menu.tsx). React renders
 * unknown lowercase attributes as they are written.
 */
import "react"

/* eslint-disable @typescript-eslint/no-unused-vars -- a merged interface repeats React's type parameter */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: "show" | "hide" | "toggle"
    commandfor?: string
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover"
  }
}
