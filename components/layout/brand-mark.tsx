/** The site's mark: a heart lifted by a rising arc. Decorative; the brand link carries the name. */
export function BrandMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#0b6464" />
      <path
        d="M16 24.5s-7.5-4.6-7.5-10.1c0-2.6 1.9-4.4 4.2-4.4 1.5 0 2.6.7 3.3 1.8.7-1.1 1.8-1.8 3.3-1.8 2.3 0 4.2 1.8 4.2 4.4 0 5.5-7.5 10.1-7.5 10.1z"
        fill="#ffffff"
      />
      <circle cx="24.5" cy="8" r="2.6" fill="#e58a2e" />
    </svg>
  );
}
