// A stand-in for an island's bundle (src/post-build/island-bundles.ts writes the real ones): it records how it was woken.
export default function wake(element, props) {
  element.setAttribute("data-woken-with", JSON.stringify(props))
  element.querySelector("p").textContent = "Live"
}
