/**
 * The moment a server component renders. A cached page is rendered once per cache fill, and
 * what it shows about time (is registration open, has the event started) is as of then; the
 * client islands (countdown, Donate and Register) take over with the browser's own clock.
 * Kept out of component bodies because a client component must not read the clock in render.
 */
export function renderedAt(): number {
  return Date.now();
}
