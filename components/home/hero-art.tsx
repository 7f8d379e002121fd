/** Supporters gathered along the bottom of the ring: a small one at each end, two large ones between. */
const SUPPORTERS = [
  { x: 92, y: 306, large: false, fill: '#d9efe9' },
  { x: 150, y: 318, large: true, fill: '#ffffff' },
  { x: 250, y: 318, large: true, fill: '#f2a553' },
  { x: 308, y: 306, large: false, fill: '#d9efe9' },
];

/** One supporter: a head at (x, y) and the shoulders under it. */
function Supporter({ x, y, large, fill }: (typeof SUPPORTERS)[number]) {
  const shoulders = large
    ? `M${x - 34} ${y + 52}c0-22 15-36 34-36s34 14 34 36z`
    : `M${x - 30} ${y + 46}c0-20 13-32 30-32s30 12 30 32z`;
  return (
    <g fill={fill}>
      <circle cx={x} cy={y} r={large ? 17 : 15} />
      <path d={shoulders} />
    </g>
  );
}

/** The home banner's illustration: a heart inside a goal ring, with the people who fill it. Decorative. */
export function HeroArt({ className }: { className?: string }) {
  const ring = 2 * Math.PI * 112;
  return (
    <svg className={className} viewBox="0 0 400 396" aria-hidden="true" focusable="false">
      <circle cx="200" cy="180" r="160" fill="#ffffff" opacity="0.06" />
      <circle cx="200" cy="180" r="112" fill="none" stroke="#ffffff" strokeOpacity="0.16" strokeWidth="20" />
      <circle
        cx="200"
        cy="180"
        r="112"
        fill="none"
        stroke="#f2a553"
        strokeWidth="20"
        strokeLinecap="round"
        strokeDasharray={`${ring * 0.72} ${ring}`}
        transform="rotate(-90 200 180)"
      />
      <circle cx="200" cy="180" r="84" fill="#ffffff" opacity="0.1" />
      <path
        d="M200 232s-52-31-52-70c0-18 13-31 29-31 10 0 18 5 23 13 5-8 13-13 23-13 16 0 29 13 29 31 0 39-52 70-52 70z"
        fill="#ffffff"
      />
      {/* Supporters gathered along the bottom of the ring. */}
      <g transform="translate(0 22)">
        {SUPPORTERS.map((supporter) => (
          <Supporter key={supporter.x} {...supporter} />
        ))}
      </g>
      <g fill="#ffffff" opacity="0.7">
        <circle cx="58" cy="96" r="4" />
        <circle cx="342" cy="70" r="5" />
        <circle cx="366" cy="196" r="3" />
        <circle cx="36" cy="214" r="3" />
      </g>
      <g fill="#f2a553">
        <rect x="318" y="118" width="10" height="10" rx="2" transform="rotate(20 323 123)" />
        <rect x="72" y="150" width="8" height="8" rx="2" transform="rotate(-15 76 154)" />
        <circle cx="300" cy="40" r="4" />
      </g>
    </svg>
  );
}
