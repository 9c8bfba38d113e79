import React, { useCallback, useEffect, useRef, useState } from "react"
import { ResponsiveImage } from "../ui/responsive-image"
import { useAutoAdvance } from "../../hooks/use-auto-advance"
import { useFirstSight } from "../../hooks/use-first-sight"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { Icon } from "../ui/icon"
import { useImageZoom } from "../../hooks/use-image-zoom"
import { AUTO_ADVANCE_MS, arrowVisibility, nextScrollLeft, prevScrollLeft, shouldAutoAdvance } from "../../lib/carousel"
import * as styles from "./screenshot-carousel.module.css"

type Props = { title: string; screenshots: readonly Queries.CarouselScreenshotFragment[] }

type ArrowProps = { side: "left" | "right"; label: string; onClick: () => void; hidden: boolean }

/** A button that scrolls the carousel one way; hidden where that way has nothing more (and until it works). */
function Arrow({ side, label, onClick, hidden }: ArrowProps) {
  return (
    <button type="button" className={`${styles.arrow} ${styles[side]}`} onClick={onClick} hidden={hidden} aria-label={label}>
      <Icon name={side === "left" ? "arrow-left" : "arrow-right"} />
    </button>
  )
}

/**
 * The screenshots: a scroller that works as HTML (touch, trackpad and, focused, the arrow keys),
 * with arrows that appear once they work and only where there is more to scroll, an advance every
 * 3 s from the moment the slides were first seen, paused while hovered, focused or while an image
 * is open in the overlay (docs/spec/SITE-SPEC.md §4), and the overlay on click.
 */
export function Carousel({ title, screenshots }: Props) {
  const trackRef = useRef<HTMLDivElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [arrows, setArrows] = useState({ canPrev: false, canNext: false })
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const [overlayOpen, setOverlayOpen] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

  useImageZoom(viewportRef, "[data-slide] img", setOverlayOpen)

  const updateArrows = useCallback(() => {
    const track = trackRef.current
    if (track) setArrows(arrowVisibility(track))
  }, [])

  useEffect(() => {
    updateArrows()
    const track = trackRef.current
    if (!track || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(updateArrows)
    observer.observe(track)
    return () => observer.disconnect()
  }, [updateArrows])

  /** One step is one slide plus the gap, as laid out: 496 px on wide screens, less where slides shrink. */
  const step = () => {
    const track = trackRef.current
    const slide = track?.querySelector<HTMLElement>("[data-slide]")
    if (!track || !slide) return 0
    return slide.offsetWidth + (parseFloat(getComputedStyle(slide.parentElement ?? track).columnGap) || 0)
  }

  const scrollTo = (left: number) => {
    trackRef.current?.scrollTo({ left, behavior: reducedMotion ? "auto" : "smooth" })
  }

  const next = () => trackRef.current && scrollTo(nextScrollLeft(trackRef.current, step()))
  const prev = () => trackRef.current && scrollTo(prevScrollLeft(trackRef.current, step()))

  // The first advance comes 3 s after the visitor first saw the slides, even if that was before the island woke.
  const seenAt = useFirstSight(trackRef)
  const running = seenAt !== null && shouldAutoAdvance({ hovered, focusWithin, overlayOpen, reducedMotion })
  useAutoAdvance(next, running, seenAt, AUTO_ADVANCE_MS)

  return (
    <div
      ref={viewportRef}
      className={styles.viewport}
      role="group"
      aria-roledescription="carousel"
      aria-label={title}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
      }}
      data-running={running}
    >
      <Arrow side="left" label="Previous screenshots" onClick={prev} hidden={!arrows.canPrev} />
      {/* The scroller is HTML: touch, trackpad and (focused) arrow keys scroll it before and without JavaScript. */}
      <div
        ref={trackRef}
        className={styles.track}
        role="region"
        aria-label="Screenshots"
        // A scrollable region takes focus so the keyboard can scroll it (WCAG 2.1.1); Safari does not do that by itself.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={updateArrows}
      >
        <ul className={styles.slides}>
          {screenshots.map((shot, index) => (
            <li
              key={shot.alt}
              className={styles.slide}
              data-slide
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${screenshots.length}`}
            >
              {shot.src.childImageSharp ? (
                <ResponsiveImage image={shot.src.childImageSharp.gatsbyImageData} alt={shot.alt} intrinsicSize className={styles.image} />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <Arrow side="right" label="Next screenshots" onClick={next} hidden={!arrows.canNext} />
    </div>
  )
}
