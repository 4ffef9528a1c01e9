/**
 * An arrow out (an outgoing call, 'O') or in (an incoming call, 'I'). Decorative (see MailIcon.tsx):
 * the call's direction is also written out for screen readers.
 */
export function CallDirectionIcon({ direction }: { direction: 'O' | 'I' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        d={direction === 'O' ? 'M7 17 17 7m0 0H9m8 0v8' : 'M17 7 7 17m0 0h8m-8 0V9'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
