// The portal's inline icons live in this folder, one module each: a route chunk then carries only
// the icons it shows. Every icon is decorative (hidden from screen readers, never focusable): the
// button or text around it carries the accessible name.

/** The envelope's outline and its flap, one subpath each. */
const ENVELOPE =
  'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z' +
  'm1 2.4V17h16V7.4l-8 5.3-8-5.3z' +
  'M5.6 7l6.4 4.2L18.4 7H5.6z';

/** An envelope: 'mail me this' (an invoice, a month's calls). Drawn on a 24 × 24 grid, `size` pixels wide. */
export function MailIcon({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={ENVELOPE} />
    </svg>
  );
}
