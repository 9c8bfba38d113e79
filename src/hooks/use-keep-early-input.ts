import { useEffect, type RefObject } from "react"

type Field = [RefObject<HTMLInputElement | HTMLTextAreaElement>, (value: string) => void]

/**
 * Pages are server-rendered, so a visitor can type before React takes over. Hydration
 * starts from empty state; copy whatever is already in the fields so nothing typed is lost.
 */
export function useKeepEarlyInput(...fields: Field[]): void {
  useEffect(() => {
    for (const [ref, set] of fields) {
      const value = ref.current?.value
      if (value) set(value)
    }
  }, []) // once, right after hydration
}
