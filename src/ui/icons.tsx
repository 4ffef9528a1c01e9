// The portal's inline icons. All are decorative: hidden from screen readers and never focusable,
// so the button or text around an icon carries its accessible name.

interface IconProps {
  /** Width and height in CSS pixels (the drawing is on a 24 × 24 grid). */
  size?: number;
}

const svgProps = (size: number) =>
  ({ width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false }) as const;

/** An envelope: 'mail me this' (an invoice, a month's calls). */
export function MailIcon({ size = 24 }: IconProps) {
  return (
    <svg {...svgProps(size)}>
      <path
        fill="currentColor"
        d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.6 7l6.4 4.2L18.4 7H5.6z"
      />
    </svg>
  );
}

/** A bin: remove this entry. */
export function TrashIcon({ size = 20 }: IconProps) {
  return (
    <svg {...svgProps(size)}>
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm3 2v8h2v-8H9zm4 0v8h2v-8h-2z" />
    </svg>
  );
}

/** An arrow out (an outgoing call, 'O') or in (an incoming call, 'I'). */
export function CallDirectionIcon({ direction, size = 20 }: IconProps & { direction: 'O' | 'I' }) {
  return (
    <svg {...svgProps(size)}>
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
