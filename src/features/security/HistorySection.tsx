import type { LoginHistoryEntry } from '../../api/contract';
import { securityText as t } from '../../text/security';
import { historyRows } from './securityView';

/** 'Inloggeschiedenis': the last 20 attempts, newest first. */
export function HistorySection({ history }: { history: LoginHistoryEntry[] }) {
  const rows = historyRows(history);
  return (
    <section className="security-section" aria-labelledby="security-history">
      <h2 id="security-history">{t.historyHeading}</h2>
      <p>{t.historyIntro}</p>
      {rows.length === 0 ? (
        <p className="card">{t.historyEmpty}</p>
      ) : (
        <ul className="list security-history" aria-labelledby="security-history">
          {rows.map((row) => (
            <li key={row.key} className="security-history-row">
              <p className={row.success ? 'security-outcome' : 'security-outcome security-outcome-failed'}>
                {row.outcome}
              </p>
              <p className="security-meta">
                <span className="visually-hidden">{t.historyTime}: </span>
                <time>{row.time}</time>
              </p>
              <p className="security-meta">
                <span className="visually-hidden">{t.historyDevice}: </span>
                {row.device}
              </p>
              <p className="security-meta">
                {t.historyAddress}: {row.address}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
