import type { SVGProps } from 'react';
import type { SocialNetwork } from '@/config/site';

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative by default: the control around an icon carries the accessible name. */
function Svg({ children, viewBox = '0 0 24 24', ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M4 12h15M13 6l6 6-6 6" />
    </Svg>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

export function RssIcon(props: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" {...props}>
      <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
      <circle cx="6" cy="18" r="1.6" fill="currentColor" stroke="none" />
    </Svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </Svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="11" fill="rgb(11 31 58 / 0.85)" />
      <path d="M10 8v8l6-4z" fill="#fff" />
    </Svg>
  );
}

/** Simple geometric glyphs drawn for this site, one per social network. */
export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  switch (network) {
    case 'facebook':
      return (
        <Svg fill="currentColor" {...props}>
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z" />
        </Svg>
      );
    case 'x':
      return (
        <Svg fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" {...props}>
          <path d="M5 4l14 16M19 4 5 20" />
        </Svg>
      );
    case 'instagram':
      return (
        <Svg fill="none" stroke="currentColor" strokeWidth={2} {...props}>
          <rect x="4" y="4" width="16" height="16" rx="4.5" />
          <circle cx="12" cy="12" r="3.6" />
          <circle cx="17" cy="7" r="0.6" fill="currentColor" />
        </Svg>
      );
    case 'linkedin':
      return (
        <Svg fill="currentColor" {...props}>
          <rect x="4" y="9" width="3.2" height="11" />
          <circle cx="5.6" cy="5.6" r="1.9" />
          <path d="M10 9h3v1.6c.5-1 1.7-1.9 3.4-1.9 3 0 3.6 2 3.6 4.6V20h-3.2v-5.9c0-1.4-.1-3-1.9-3s-2.1 1.4-2.1 2.9v6H10V9Z" />
        </Svg>
      );
    case 'youtube':
      return (
        <Svg fill="currentColor" {...props}>
          <path
            fillRule="evenodd"
            d="M3.5 7.2c.2-1.3 1.2-2.2 2.5-2.3C8 4.7 10 4.6 12 4.6s4 .1 6 .3c1.3.1 2.3 1 2.5 2.3.3 1.6.4 3.2.4 4.8s-.1 3.2-.4 4.8c-.2 1.3-1.2 2.2-2.5 2.3-2 .2-4 .3-6 .3s-4-.1-6-.3c-1.3-.1-2.3-1-2.5-2.3C3.2 15.2 3.1 13.6 3.1 12s.1-3.2.4-4.8ZM10 9v6l5.2-3L10 9Z"
          />
        </Svg>
      );
  }
}
