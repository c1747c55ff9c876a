/**
 * The default page-header artwork: a night sky over a plant glowing with process heat.
 * Inline rather than an <img> so it costs no request and paints with the HTML; being decorative
 * vector art, it is hidden from assistive technology.
 */
export function HeaderArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1600 700"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="default-header-art"
    >
      <defs>
        <linearGradient id="header-art-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#081629" />
          <stop offset="0.55" stopColor="#0f2b52" />
          <stop offset="1" stopColor="#1b3f6e" />
        </linearGradient>
        <radialGradient id="header-art-glow" cx="0.78" cy="0.62" r="0.55">
          <stop offset="0" stopColor="#ff9a2e" stopOpacity="0.5" />
          <stop offset="0.45" stopColor="#ff7a1a" stopOpacity="0.12" />
          <stop offset="1" stopColor="#ff7a1a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="700" fill="url(#header-art-sky)" />
      <rect width="1600" height="700" fill="url(#header-art-glow)" />
      <g fill="none" stroke="#7fb3ff" strokeOpacity="0.14" strokeWidth="2">
        <path d="M0 520C220 470 420 560 640 510S1060 420 1280 470 1520 540 1600 520" />
        <path d="M0 560C240 520 440 600 660 550S1080 470 1300 520 1520 580 1600 560" />
        <path d="M0 600C260 570 460 640 680 590S1100 520 1320 570 1520 620 1600 600" />
      </g>
      <g fill="none" stroke="#ffb020" strokeOpacity="0.3" strokeWidth="3" strokeLinecap="round">
        <path d="M1180 330c0-40 30-40 30-80s-30-40-30-80" />
        <path d="M1250 330c0-40 30-40 30-80s-30-40-30-80" />
        <path d="M1320 330c0-40 30-40 30-80s-30-40-30-80" />
      </g>
      <g fill="#0a1a31" stroke="#5f8fcf" strokeOpacity="0.35" strokeWidth="2">
        <rect x="1090" y="380" width="340" height="170" rx="8" />
        <rect x="1150" y="340" width="80" height="40" />
        <rect x="1290" y="340" width="80" height="40" />
      </g>
      <circle cx="1260" cy="465" r="44" fill="#ff8a1f" fillOpacity="0.5" />
      <circle cx="1260" cy="465" r="26" fill="#ffcf66" fillOpacity="0.75" />
    </svg>
  );
}
