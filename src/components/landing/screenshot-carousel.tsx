import React, { useCallback, useEffect, useRef, useState } from "react"
import { graphql } from "gatsby"
import { ResponsiveImage } from "../ui/responsive-image"
import { useAutoAdvance } from "../../hooks/use-auto-advance"
import { useFirstSight } from "../../page-life/use-first-sight"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { Icon } from "../ui/icon"
import { useImageZoom } from "../../hooks/use-image-zoom"
import { AUTO_ADVANCE_MS, arrowVisibility, nextScrollLeft, prevScrollLeft, shouldAutoAdvance } from "../../lib/carousel"
import { SectionHeading } from "../ui/section-heading"
import { FIRST_SIGHT } from "../../page-life/first-sight"
import * as styles from "./screenshot-carousel.module.css"

/** Each slide is its image: the 480 by 320 px of docs/spec/SITE-SPEC.md §9 is set here and nowhere else. */
export const fragment = graphql`
  fragment CarouselScreenshot on ScreenshotsJson {
    alt
    src {
      childImageSharp {
        # 1x and 2x; WebP with a JPEG fallback (the screenshots have no transparency).
        gatsbyImageData(width: 480, height: 320, placeholder: NONE, formats: [JPG, WEBP], quality: 72, outputPixelDensities: [1, 2])
      }
    }
  }
`

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

export function ScreenshotCarousel({ title, screenshots }: Props) {
  const trackRef = useRef<HTMLDivElement>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const [arrows, setArrows] = useState({ canPrev: false, canNext: false })
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const [overlayOpen, setOverlayOpen] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

  useImageZoom(sectionRef, "[data-slide] img", setOverlayOpen)

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

  // The first advance comes 3 s after the visitor first saw the slides, even if that was before hydration.
  const seenAt = useFirstSight(trackRef)
  const running = seenAt !== null && shouldAutoAdvance({ hovered, focusWithin, overlayOpen, reducedMotion })
  useAutoAdvance(next, running, seenAt, AUTO_ADVANCE_MS)

  return (
    <section ref={sectionRef} className="section" aria-labelledby="carousel-title">
      <div className="container">
        <SectionHeading id="carousel-title" eyebrow="Screenshots" title={title}>
          <p>Calm break screens, simple settings and a tiny menu bar helper. Click a screenshot to enlarge it.</p>
        </SectionHeading>
      </div>
      <div
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
          {...{ [FIRST_SIGHT.watch]: "" }}
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
    </section>
  )
}
