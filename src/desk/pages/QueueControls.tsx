import type { DeskQueueQuery } from '../../api/deskContract';
import { deskWorkflowText as w } from '../../text/deskWorkflow';
import '../workflow.css';

type View = NonNullable<DeskQueueQuery['view']>;

/** 'Mijn vragen', 'Niet toegewezen', 'Alle': buttons, the current one marked for every reader. */
export function QueueViews({ current, choose }: { current: View; choose: (view: View) => void }) {
  const views: ReadonlyArray<[View, string]> = [
    ['mine', w.views.mine],
    ['unassigned', w.views.unassigned],
    ['all', w.views.all],
  ];
  return (
    <ul className="desk-views" aria-label={w.views.label}>
      {views.map(([view, label]) => (
        <li key={view}>
          <button
            type="button"
            className="button button-secondary"
            aria-current={view === current ? 'true' : undefined}
            onClick={() => choose(view)}
          >
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Previous and next page (when there is more than one), and where in the list this page is. */
export function QueuePages(props: { page: number; pages: number; total: number; go: (page: number) => void }) {
  const { page, pages, total, go } = props;
  if (pages <= 1 && page <= 1)
    return (
      <div className="desk-pages">
        <p role="status">{w.pages.position(page, pages, total)}</p>
      </div>
    );
  return (
    <nav className="desk-pages" aria-label={w.pages.label}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        {w.pages.previous}
      </button>
      <p role="status">{w.pages.position(page, pages, total)}</p>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
        {w.pages.next}
      </button>
    </nav>
  );
}
