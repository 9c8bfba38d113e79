/*
 * The pieces every screenshot repeats: the menu bar, the dock, the small icons, Respite's window,
 * the break screens' countdown ring and the stops of an SVG gradient. A page asks for them with
 * markup and this script draws them, so each page holds only what it shows:
 *   <div class="menubar" data-app="TextEdit" data-menus="File Edit View" data-countdown="12:40" data-open></div>
 *   <div class="dock"></div>
 *   <span data-icon="eye"></span>
 * A menu bar comes with the desktop's wallpaper behind it.
 * A page opened as <name>.html#bare shows no desktop, only its windows (see .bare in screens.css).
 * Nothing here depends on the date, the clock or chance: the same page gives the same picture.
 */
;(function () {
  const LOGO = "../../../../../static/logo.svg"

  const stroke = (body, width = 2) =>
    `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`

  /** Line icons, drawn in the text colour of where they sit. */
  const ICONS = {
    apple: `<svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M16.4 12.7c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.3.8 1.4 0 2.3-1.2 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.1zM13.9 5.2c.7-.9 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4z"/></svg>`,
    wifi: stroke(
      `<path d="M2.5 9.2a14 14 0 0 1 19 0"/><path d="M5.8 12.6a9.3 9.3 0 0 1 12.4 0"/><path d="M9.1 16a4.6 4.6 0 0 1 5.8 0"/><circle cx="12" cy="19.2" r="1.2" fill="currentColor" stroke="none"/>`,
      2.4,
    ),
    battery: `<svg viewBox="0 0 30 14" aria-hidden="true"><rect x="0.75" y="0.75" width="25" height="12.5" rx="3.6" fill="none" stroke="currentColor" stroke-opacity="0.5" stroke-width="1.5"/><rect x="2.6" y="2.6" width="16.5" height="8.8" rx="2" fill="currentColor"/><path d="M27.6 4.8a2.2 2.2 0 0 1 0 4.4z" fill="currentColor" fill-opacity="0.5"/></svg>`,
    controls: `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" aria-hidden="true"><rect x="3" y="4" width="18" height="7" rx="3.5"/><circle cx="16.5" cy="7.5" r="1.8" fill="currentColor"/><rect x="3" y="13" width="18" height="7" rx="3.5"/><circle cx="7.5" cy="16.5" r="1.8" fill="currentColor"/></svg>`,
    /* Respite's glyph in the menu bar: the logo's sun on its horizon, as one line drawing. */
    respite: stroke(
      `<path d="M12 3.5v2.3M5.4 6.5l1.6 1.6M18.6 6.5 17 8.1M2.8 13.4l2.2.5M21.2 13.4l-2.2.5"/><path d="M6.8 16.2a5.2 5.2 0 0 1 10.4 0" /><path d="M3.5 16.5h17"/><path d="M7.5 20h9"/>`,
      2.1,
    ),
    eye: stroke(`<path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>`, 2.2),
    posture: stroke(
      `<circle cx="12" cy="4.6" r="2.1"/><path d="M12 7.5v7.5"/><path d="M7 10.5l5-1.5 5 1.5"/><path d="M9.2 21l2.8-6 2.8 6"/>`,
      2.2,
    ),
    video: stroke(`<rect x="2.5" y="6" width="13" height="12" rx="3"/><path d="M15.5 10.5l6-3.5v10l-6-3.5z"/>`, 2),
    play: stroke(`<rect x="2.5" y="4.5" width="19" height="15" rx="3.5"/><path d="M10 9.2v5.6l4.6-2.8z" fill="currentColor"/>`, 2),
  }

  /** The dock's apps, drawn small: generic Mac apps around Respite's own icon. */
  const TILES = [
    // A finder-like face
    `<svg viewBox="0 0 48 48" aria-hidden="true"><defs><linearGradient id="fa" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fdcff"/><stop offset="1" stop-color="#3ab2f4"/></linearGradient><linearGradient id="fb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f8cf2"/><stop offset="1" stop-color="#1d5fd6"/></linearGradient></defs><rect width="48" height="48" rx="11" fill="url(#fb)"/><path d="M11 0h15c-3 8-4.5 16-4.5 24.5 0 2.4.1 4.7.3 7h4c-.3 5.4.3 11 1.6 16.5H11A11 11 0 0 1 0 37V11A11 11 0 0 1 11 0z" fill="url(#fa)"/><path d="M14 14v6M33 14v6" stroke="#0b2a55" stroke-width="3" stroke-linecap="round"/><path d="M12 31c7 6 17 6 24 0" fill="none" stroke="#0b2a55" stroke-width="2.6" stroke-linecap="round"/></svg>`,
    // A compass, for the browser
    `<svg viewBox="0 0 48 48" aria-hidden="true"><defs><linearGradient id="sa" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4fc3ff"/><stop offset="1" stop-color="#1670f0"/></linearGradient></defs><rect width="48" height="48" rx="11" fill="#f4f6f8"/><circle cx="24" cy="24" r="17.5" fill="url(#sa)"/><g stroke="#fff" stroke-opacity="0.7" stroke-width="1"><path d="M24 8v4M24 36v4M8 24h4M36 24h4"/></g><path d="M31.5 16.5 26 26l-9.5 5.5L22 22z" fill="#fff"/><path d="M31.5 16.5 22 22l4 4z" fill="#ff3b30"/></svg>`,
    // Mail
    `<svg viewBox="0 0 48 48" aria-hidden="true"><defs><linearGradient id="ma" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#52b6ff"/><stop offset="1" stop-color="#1565e8"/></linearGradient></defs><rect width="48" height="48" rx="11" fill="url(#ma)"/><rect x="10" y="14" width="28" height="20" rx="3" fill="#fff"/><path d="M11 16l13 10 13-10" fill="none" stroke="#1d6fe8" stroke-width="2.2" stroke-linejoin="round"/></svg>`,
    // Notes
    `<svg viewBox="0 0 48 48" aria-hidden="true"><rect width="48" height="48" rx="11" fill="#fffdf5"/><path d="M11 0h26a11 11 0 0 1 11 11v3H0v-3A11 11 0 0 1 11 0z" fill="#ffd44f"/><g stroke="#c9c6bd" stroke-width="1.6"><path d="M9 23h30M9 30h30M9 37h22"/></g></svg>`,
    // Calendar
    `<svg viewBox="0 0 48 48" aria-hidden="true"><rect width="48" height="48" rx="11" fill="#fff"/><text x="24" y="15.5" text-anchor="middle" font-family="Inter Variable, sans-serif" font-size="8.5" font-weight="700" fill="#ff3b30" letter-spacing="0.4">TUE</text><text x="24" y="39" text-anchor="middle" font-family="Inter Variable, sans-serif" font-size="23" font-weight="400" fill="#222">14</text></svg>`,
    // Respite
    `<img src="${LOGO}" alt="" width="24" height="24">`,
    // Settings
    `<svg viewBox="0 0 48 48" aria-hidden="true"><defs><linearGradient id="ga" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a4a9b2"/><stop offset="1" stop-color="#5d636d"/></linearGradient></defs><rect width="48" height="48" rx="11" fill="url(#ga)"/><g transform="translate(24 24)" fill="none" stroke="#eef0f3" stroke-width="3.2" stroke-linecap="round"><circle r="6.5"/><path d="M0-12v-4M0 12v4M-12 0h-4M12 0h4M-8.5-8.5l-2.8-2.8M8.5 8.5l2.8 2.8M-8.5 8.5l-2.8 2.8M8.5-8.5l2.8-2.8"/></g></svg>`,
    "divider",
    // Trash
    `<svg viewBox="0 0 48 48" aria-hidden="true"><defs><linearGradient id="ta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f4f6" stop-opacity="0.95"/><stop offset="1" stop-color="#c6cad1" stop-opacity="0.9"/></linearGradient></defs><path d="M11 10h26l-2.5 33a3 3 0 0 1-3 2.8h-15a3 3 0 0 1-3-2.8z" fill="url(#ta)" stroke="#9aa0a9" stroke-width="0.8"/><ellipse cx="24" cy="10" rx="13.5" ry="2.6" fill="#e5e7eb" stroke="#9aa0a9" stroke-width="0.8"/><g stroke="#aab0b8" stroke-width="1"><path d="M18 16l1 25M24 16v25M30 16l-1 25"/></g></svg>`,
  ]

  // A page framed as "<name>.html#bare" (as app-hero.html frames the settings window) leaves out
  // its desktop: screens.css hides the wallpaper, menu bar and dock of a .bare page.
  if (location.hash === "#bare") document.documentElement.classList.add("bare")

  for (const bar of document.querySelectorAll(".menubar")) {
    bar.insertAdjacentHTML("beforebegin", `<div class="wallpaper"></div>`)
    const menus = (bar.dataset.menus || "").split(" ").filter(Boolean)
    const open = bar.hasAttribute("data-open") ? " open" : ""
    bar.innerHTML = [
      `<span style="width:11px;height:11px;margin-top:-2px">${ICONS.apple}</span>`,
      `<span class="app-name">${bar.dataset.app}</span>`,
      ...menus.map((menu) => `<span>${menu}</span>`),
      `<span class="spacer"></span>`,
      `<span class="status${open}"><span style="width:12px;height:12px">${ICONS.respite}</span><span class="num">${bar.dataset.countdown}</span></span>`,
      `<span style="width:12px;height:12px">${ICONS.wifi}</span>`,
      `<span style="width:19px;height:9px">${ICONS.battery}</span>`,
      `<span style="width:12px;height:12px">${ICONS.controls}</span>`,
      `<span class="num">${bar.dataset.clock || "Tue 10:24"}</span>`,
    ].join("")
  }

  for (const dock of document.querySelectorAll(".dock")) {
    dock.innerHTML = TILES.map((tile) => (tile === "divider" ? `<span class="divider"></span>` : `<span class="tile">${tile}</span>`)).join(
      "",
    )
  }

  // Respite's window, the same on every slide but for what it is about and what it says: a title bar
  // with the app's name, then rows that state what the app does, each in words the site gives
  // (src/config/app-facts.ts), as text. It draws no switch, pop-up button or list of panes: the site
  // names none of the app's settings (docs/editing.md#re-render-the-screenshots).
  //   <div class="window settings" data-pane="Breaks">rows</div>
  for (const settings of document.querySelectorAll(".window.settings")) {
    const traffic = `<div class="traffic"><span class="close"></span><span class="min"></span><span class="max"></span></div>`
    const identity = `<div class="identity"><span data-logo></span><strong>Respite</strong><small>${settings.dataset.pane}</small></div>`
    settings.innerHTML = `<div class="titlebar">${traffic}${identity}</div><div class="pane-body">${settings.innerHTML}</div>`
  }

  // A row of the window: its words, then what it says of them as text (data-value="every 20 minutes"),
  // after a coloured icon where it names one (data-badge="posture #f59e0b").
  for (const row of document.querySelectorAll(".row[data-value]")) {
    const { value, badge } = row.dataset
    const [icon, colour] = (badge || "").split(" ")
    row.innerHTML = [
      badge ? `<span class="row-icon" style="background: ${colour}" data-icon="${icon}"></span>` : "",
      `<span class="text">${row.innerHTML.trim()}</span>`,
      `<span class="value">${value}</span>`,
    ].join("")
  }

  // A break screen's countdown ring, filling the box the page's CSS gives .ring (the countdown is the
  // page's own .count inside it): a face, an arc in a two-colour gradient ("rising" from bottom left to
  // top right, "falling" from top left to bottom right) and a knob on the arc at the top.
  //   <div class="ring" data-arc="5 #fcd34d #2dd4bf rising" data-face="rgba(6, 10, 24, 0.5)" data-knob="4.5 #0b1226 #fcd34d">
  for (const ring of document.querySelectorAll(".ring[data-arc]")) {
    const [arcWidth, from, to, direction] = ring.dataset.arc.split(" ")
    const [knobRadius, knobFill, knobRing] = ring.dataset.knob.split(" ")
    const size = ring.clientWidth
    const centre = size / 2
    // The arc's circle leaves room inside the box for the knob and its outline.
    const radius = centre - 6
    const [y1, y2] = { rising: [1, 0], falling: [0, 1] }[direction]
    ring.insertAdjacentHTML(
      "afterbegin",
      `<svg viewBox="0 0 ${size} ${size}" aria-hidden="true">` +
        `<defs><linearGradient id="arc" x1="0" y1="${y1}" x2="1" y2="${y2}" data-stops="0 ${from}, 1 ${to}"></linearGradient></defs>` +
        `<circle cx="${centre}" cy="${centre}" r="${radius}" fill="${ring.dataset.face}"/>` +
        `<circle cx="${centre}" cy="${centre}" r="${radius}" fill="none" stroke="url(#arc)" stroke-width="${arcWidth}"/>` +
        `<circle cx="${centre}" cy="${centre - radius}" r="${knobRadius}" fill="${knobFill}" stroke="${knobRing}" stroke-width="2"/>` +
        `</svg>`,
    )
  }

  // A gradient's stops, "offset colour [opacity]" each, comma-separated:
  //   <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1" data-stops="0 #060a1a, 0.55 #121c3d, 1 #1d2b52" />
  for (const gradient of document.querySelectorAll("[data-stops]")) {
    const stops = gradient.dataset.stops.split(",").map((stop) => {
      const [offset, colour, opacity] = stop.trim().split(" ")
      const stopOpacity = opacity === undefined ? "" : ` stop-opacity="${opacity}"`
      return `<stop offset="${offset}" stop-color="${colour}"${stopOpacity}/>`
    })
    gradient.innerHTML = stops.join("")
  }

  for (const slot of document.querySelectorAll("[data-icon]")) {
    const icon = ICONS[slot.dataset.icon]
    if (!icon) throw new Error(`No icon named ${slot.dataset.icon}`)
    slot.innerHTML = icon
  }

  for (const slot of document.querySelectorAll("[data-logo]")) {
    slot.outerHTML = `<img src="${LOGO}" alt="">`
  }
})()
