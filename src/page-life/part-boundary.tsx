// Stage 4, in turns (docs/page-life.md#the-stages): the error boundary of a part hydrated in its turn.
import { Component, type ReactNode } from "react"

type Props = { onError: (error: unknown) => void; children: ReactNode }

/**
 * Catches an error thrown while a part renders, before the router's own boundary (reach-router's
 * LocationProvider) takes it silently, and tells `onError`; the part then renders nothing, so the
 * component that threw is not rendered again. ./hydrate-later.tsx puts the part's server HTML back.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
