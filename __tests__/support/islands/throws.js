// A stand-in for an island's bundle whose component fails half way through waking: it has changed the HTML, then throws.
export default function wake(element) {
  element.querySelector("p").textContent = "Half rendered"
  throw new Error("a component that fails as it hydrates")
}
