/**
 * The default page-header artwork: heat flowing into a glowing core over a faint hexagonal lattice.
 * Inline rather than an <img> so it costs no request and paints with the HTML; being decorative
 * vector art, it is hidden from assistive technology.
 */
export function HeaderArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1600 700"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="default-header-art"
    >
      <defs>
        <linearGradient id="header-art-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#07152a" />
          <stop offset="0.6" stopColor="#0e2a50" />
          <stop offset="1" stopColor="#173b69" />
        </linearGradient>
        <radialGradient id="header-art-glow" cx="1220" cy="360" r="330" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#ffb347" stopOpacity="0.55" />
          <stop offset="0.35" stopColor="#ff8a1f" stopOpacity="0.2" />
          <stop offset="1" stopColor="#ff7a1a" stopOpacity="0" />
        </radialGradient>
        <pattern id="header-art-hex" width="60" height="104" patternUnits="userSpaceOnUse">
          <path
            d="M30 0l30 17.3v34.7L30 69.3 0 52V17.3zM30 69.3V104M0 52l-30 17.3M60 52l30 17.3"
            fill="none"
            stroke="#8fb8ff"
            strokeOpacity="0.09"
            strokeWidth="1.5"
          />
        </pattern>
      </defs>
      <rect width="1600" height="700" fill="url(#header-art-sky)" />
      <rect x="760" width="840" height="700" fill="url(#header-art-hex)" />
      <rect width="1600" height="700" fill="url(#header-art-glow)" />
      <g fill="none" strokeLinecap="round">
        <path d="M0 560C300 520 520 600 760 520S1080 380 1220 360" stroke="#5fb4ff" strokeOpacity="0.22" strokeWidth="3" />
        <path d="M0 620C320 600 560 660 800 590S1100 420 1220 360" stroke="#5fb4ff" strokeOpacity="0.14" strokeWidth="2" />
        <path d="M0 480C280 430 520 500 740 450S1060 360 1220 360" stroke="#ffb020" strokeOpacity="0.2" strokeWidth="2" />
        <path d="M1220 360C1380 330 1480 250 1600 230" stroke="#ffb020" strokeOpacity="0.28" strokeWidth="3" />
        <path d="M1220 360C1390 380 1500 460 1600 470" stroke="#ffb020" strokeOpacity="0.18" strokeWidth="2" />
      </g>
      <g fill="none" stroke="#ffcf66">
        <circle cx="1220" cy="360" r="150" strokeOpacity="0.16" strokeWidth="2" />
        <circle cx="1220" cy="360" r="100" strokeOpacity="0.24" strokeWidth="2" />
        <circle cx="1220" cy="360" r="62" strokeOpacity="0.4" strokeWidth="3" />
      </g>
      <circle cx="1220" cy="360" r="34" fill="#ffcf66" fillOpacity="0.9" />
      <g fill="#ffe2a3" fillOpacity="0.6">
        <circle cx="760" cy="520" r="4" />
        <circle cx="1010" cy="410" r="3" />
        <circle cx="1450" cy="262" r="3" />
        <circle cx="540" cy="588" r="3" />
      </g>
    </svg>
  );
}
