/**
 * Stage 5, live (docs/page-life.md#the-stages): a submit held on a page the visitor
 * leaves before its form is live. A header link followed before the footer's turn (stage 4) opens
 * the next page through the router, and the footer, never hydrated, goes with the old page; its
 * held Join would be dropped without a word. Instead it is carried to the next page: the form of the
 * same kind there (every page's footer has the newsletter's) takes what was typed and sends it, as
 * the first page's form would have, and shows the answer in its own live regions. Sent rather than
 * only kept: the visitor pressed Join and saw "Joining...", so they expect it to go.
 */
import { HELD_SUBMIT } from "./held-submits"

/** What a form's named fields hold, by name. */
export type FieldValues = Record<string, string>

let carried: Array<{ kind: string; values: FieldValues }> = []

/** The values of a form's named text fields. */
export function fieldValues(form: HTMLFormElement): FieldValues {
  const values: FieldValues = {}
  for (const element of Array.from(form.elements)) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.name)
      values[element.name] = element.value
  }
  return values
}

/**
 * Called as the visitor moves to another page, before it renders (./go-live.ts): takes every submit
 * still held by stage 1 off its form, to be sent by the next page. Those the next page does not take
 * are gone when the visitor moves on again.
 */
export function carryHeldSubmits(): void {
  carried = Array.from(document.querySelectorAll<HTMLFormElement>(`form[${HELD_SUBMIT.held}]:not([${HELD_SUBMIT.live}])`), (form) => {
    form.removeAttribute(HELD_SUBMIT.held)
    return { kind: form.getAttribute(HELD_SUBMIT.kind) ?? "", values: fieldValues(form) }
  })
}

/** The values of a submit carried from the page before for a form of `kind`, once: the first form of that kind to ask gets it. */
export function takeCarriedSubmit(kind: string): FieldValues | null {
  const index = carried.findIndex((each) => each.kind === kind)
  return index < 0 ? null : carried.splice(index, 1)[0].values
}
