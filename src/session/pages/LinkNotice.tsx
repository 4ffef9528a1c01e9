import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import './linkNotice.css';

/**
 * A notice with a heading, in the card of the pages behind a mailed link (ui/BrandedCard.tsx). With
 * `takeFocus` the heading gets the focus
 * when the card appears: the form it replaces had it, and a screen reader then reads where the user has
 * landed.
 */
export function LinkNotice({
  id,
  title,
  takeFocus = false,
  children,
}: {
  id: string;
  title: string;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <section className="link-notice" aria-labelledby={id}>
      <h2 id={id} ref={ref} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The notice once a mailed link did its work: it takes the focus from the form it replaces, says
 * what happened and links on (to the login, mostly).
 */
export function LinkDoneNotice({
  id,
  title,
  message,
  to,
  linkText,
}: {
  id: string;
  title: string;
  message: string;
  to: string;
  linkText: string;
}) {
  return (
    <LinkNotice id={id} title={title} takeFocus>
      <p role="status">{message}</p>
      <Link to={to} className="tap-link">
        {linkText}
      </Link>
    </LinkNotice>
  );
}
