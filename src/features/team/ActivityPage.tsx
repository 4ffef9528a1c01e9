import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ACTIVITY_KINDS, type ActivityEntry, type ActivityKind, type ActivityQuery } from '../../api/teamContract';
import { useAppDispatch } from '../../state/hooks';
import { formatDateTime, keepDatesWhole } from '../../text/format';
import { nl } from '../../text/nl';
import { teamText as t } from '../../text/team';
import { DataTable, SpacerRow } from '../../ui/DataTable';
import { showMessage } from '../../ui/dialogs';
import { downloadText, withByteOrderMark } from '../../ui/downloadText';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { usePrinting } from '../../ui/usePrinting';
import { listPlace, rowIndexOf, spacing, useRowWindow } from '../../ui/useRowWindow';
import { useWideLayout } from '../../ui/useWideLayout';
import { useGetActivityQuery, useLazyGetActivityCsvQuery } from './teamApi';
import './team.css';

/** '/team/activity' ('Activiteit'): who of the account did what and when, by person and kind; CSV. */
export default function ActivityPage() {
  const dispatch = useAppDispatch();
  const [person, setPerson] = useState('');
  const [kind, setKind] = useState<ActivityKind | ''>('');
  const query: ActivityQuery = { ...(person ? { person } : {}), ...(kind ? { kind } : {}) };
  const { currentData, data, isError, refetch } = useGetActivityQuery(query);
  const [fetchCsv, csv] = useLazyGetActivityCsvQuery();
  const people = (currentData ?? data)?.people ?? [];

  const onDownload = async () => {
    const result = await fetchCsv(query);
    // Read as text the answer lost its byte-order mark, which Dutch Excel needs for UTF-8.
    if (result.data !== undefined) downloadText(withByteOrderMark(result.data), t.activity.csvFileName);
    else void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
  };

  return (
    <div className="activity">
      <div className="card activity-filters">
        <div className="field">
          <label htmlFor="activity-person">{t.activity.filterPerson}</label>
          <select id="activity-person" value={person} onChange={(event) => setPerson(event.target.value)}>
            <option value="">{t.activity.everyone}</option>
            {people.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {t.activity.personOption(p.name, p.email)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-kind">{t.activity.filterKind}</label>
          <select
            id="activity-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as ActivityKind | '')}
          >
            <option value="">{t.activity.allKinds}</option>
            {ACTIVITY_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.activity.kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button-secondary activity-download"
          disabled={csv.isFetching}
          aria-busy={csv.isFetching || undefined}
          onClick={() => void onDownload()}
        >
          {t.activity.download}
        </button>
      </div>
      {currentData ? (
        <Entries entries={currentData.entries} filtered={person !== '' || kind !== ''} />
      ) : isError ? (
        <ReadFailedNotice onRetry={() => void refetch()} />
      ) : (
        <div className="card activity-skeleton" aria-busy="true" />
      )}
      <p className="team-muted">{t.activity.retention}</p>
    </div>
  );
}

const activityColumns = [
  t.activity.columns.at,
  t.activity.columns.person,
  t.activity.columns.kind,
  t.activity.columns.detail,
].map((heading) => ({ heading }));

// Up to 500 entries: only those near the screen are rendered (ui/useRowWindow.ts), every one on paper.
// On a desktop the table sits in its card like the other lists, scrolling inside it in a narrow window.
function Entries({ entries: all, filtered }: { entries: ActivityEntry[]; filtered: boolean }) {
  const wide = useWideLayout();
  const [shown, attachList] = useRowWindow(all.length, { all: usePrinting() });
  const entries = all.slice(shown.start, shown.end);
  const place = (index: number) => (shown.windowed ? shown.start + index : undefined);
  if (all.length === 0) return <p className="card">{filtered ? t.activity.noneFiltered : t.activity.none}</p>;
  if (wide)
    return (
      <DataTable
        label={t.activityTitle}
        columns={activityColumns}
        className="activity-table"
        cardClassName="card"
        windowed={{ rowCount: shown.windowed ? all.length : undefined, attachBody: attachList }}
      >
        <SpacerRow height={shown.before} columns={activityColumns.length} />
        {entries.map((entry, index) => (
          <tr key={entry.id} aria-rowindex={rowIndexOf(place(index))}>
            <td className="activity-at">{formatDateTime(entry.at)}</td>
            <td>
              <span className="activity-person">{entry.personName}</span>
              <span className="activity-address">{entry.personEmail}</span>
            </td>
            <td>{t.activity.kinds[entry.kind]}</td>
            <td>{keepDatesWhole(entry.detail)}</td>
          </tr>
        ))}
        <SpacerRow height={shown.after} columns={activityColumns.length} />
      </DataTable>
    );
  return (
    <ul className="list activity-list" ref={attachList} style={spacing(shown)}>
      {entries.map((entry, index) => (
        <li key={entry.id} className="activity-item" {...listPlace(place(index), all.length)}>
          <p className="activity-detail">{keepDatesWhole(entry.detail)}</p>
          <p className="team-muted">
            {entry.personName} ({entry.personEmail}) · {t.activity.kinds[entry.kind]} ·{' '}
            <span className="activity-at">{formatDateTime(entry.at)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
