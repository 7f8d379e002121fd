// Line icons for the home page's explanation. Decorative: each sits next to its heading.

const common = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function OrganizerIcon() {
  return (
    <svg {...common}>
      <path d="M5 21V4" />
      <path d="M5 4h11l-2 4 2 4H5" />
      <path d="M9 21h-4" />
    </svg>
  );
}

export function DonorIcon() {
  return (
    <svg {...common}>
      <path d="M12 20s-7-4.4-7-9.6C5 7.9 6.8 6 9 6c1.3 0 2.4.7 3 1.7.6-1 1.7-1.7 3-1.7 2.2 0 4 1.9 4 4.4 0 5.2-7 9.6-7 9.6z" />
    </svg>
  );
}

export function ParticipantIcon() {
  return (
    <svg {...common}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 20c0-3.6 2.5-6 5.5-6s5.5 2.4 5.5 6" />
      <circle cx="17" cy="9" r="2.4" />
      <path d="M15.5 14.3c.5-.2 1-.3 1.5-.3 2.4 0 4 2 4 5" />
    </svg>
  );
}
