import { useId, type ReactNode } from 'react';
import type { OverviewPartStatus } from '../../../api/overview';
import { overviewText as t } from '../../../text/overview';

/** What a panel knows of its part of the overview: loading (undefined), its status, and a retry. */
export interface PanelState {
  status: OverviewPartStatus | undefined;
  onRetry: () => void;
}

/**
 * One panel of the overview: a card with its heading, its figures once they are in, and the links to
 * its pages at the bottom. A part that failed says so with a retry; the other panels are untouched.
 */
export function Panel({
  title,
  state,
  links,
  lead = null,
  children,
}: {
  title: string;
  state: PanelState;
  links: ReactNode;
  /** Shown whatever the part's state (what comes from elsewhere, such as the outgoing number). */
  lead?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  let body: ReactNode;
  if (state.status === 'ok') body = children;
  else if (state.status === 'failed')
    body = (
      <div className="overview-failed" role="status">
        <p>{t.failed}</p>
        <button type="button" className="button button-secondary" onClick={state.onRetry}>
          {t.retry}
        </button>
      </div>
    );
  else body = <div className="overview-skeleton" aria-hidden="true" />;
  return (
    <section
      className="card overview-panel"
      aria-labelledby={headingId}
      aria-busy={state.status === undefined || undefined}
    >
      <h2 id={headingId}>{title}</h2>
      {lead}
      <div className="overview-body">{body}</div>
      <p className="overview-links">{links}</p>
    </section>
  );
}

/** Figures as label and value pairs: text, never colour alone. */
export function Figures({ rows }: { rows: Array<[label: string, value: ReactNode] | null | false> }) {
  return (
    <dl className="overview-figures">
      {rows.map((row) =>
        row ? (
          <div key={row[0]} className="overview-figure">
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
