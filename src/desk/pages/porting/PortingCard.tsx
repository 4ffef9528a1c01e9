import type { DeskPortingMessage, DeskPortingRequest } from '../../../api/deskPortingContract';
import { deskPortingText as t } from '../../../text/deskPorting';
import { formatDate, formatDateTime, formatEuro } from '../../../text/format';
import { portingNumbers, portingStepLines, portingText } from '../../../text/porting';
import { isPortingProvider, providerName } from '../../../validation/portingRules';
import { DeskTable } from '../../ui/DeskTable';
import { PortingActions } from './PortingActions';

/**
 * A field's value as staff read it: dates and moments in Dutch, the answer in words, the provider by its
 * name; anything else as it is.
 */
function shownValue(key: string, value: unknown): string {
  if (typeof value !== 'string') return String(value);
  if (key === 'answer' && Object.hasOwn(t.answers, value)) return t.answers[value] ?? value;
  if (key === 'donor' && isPortingProvider(value)) return providerName(value, '');
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  return value;
}

/** Where a field stands among a message's lines: the desk's order of names (the store keeps none). */
const KNOWN_FIELDS = Object.keys(t.messageFields);
const placeOf = (key: string) => (KNOWN_FIELDS.includes(key) ? KNOWN_FIELDS.indexOf(key) : KNOWN_FIELDS.length);

/**
 * A message's fields as 'Name: value' lines, by the names the desk knows (a key it does not, as it is,
 * after them), in the order of those names: the dossier and the numbers first, as on the form.
 */
const fieldsOf = (message: DeskPortingMessage): string[] =>
  Object.entries(message.body)
    .filter(([, value]) => value !== null && value !== '')
    .sort(([a], [b]) => placeOf(a) - placeOf(b))
    .map(
      ([key, value]) =>
        `${Object.hasOwn(t.messageFields, key) ? t.messageFields[key] : key}: ${shownValue(key, value)}`,
    );

/** One request: where it stands, what was asked, its timeline, its COIN messages, and what staff can do. */
export function PortingCard({ request }: { request: DeskPortingRequest }) {
  const numbers = portingNumbers(request);
  const status = request.error ? portingText.statuses.error : portingText.statuses[request.status];
  const f = t.facts;
  return (
    <article className="desk-card desk-porting" aria-label={t.requestLabel(numbers)}>
      <h2 className="desk-porting-numbers">{numbers}</h2>
      <dl className="desk-stacked desk-stacked-wide">
        <Fact label={f.status}>{status}</Fact>
        <Fact label={f.donor}>{request.donorName}</Fact>
        <Fact label={f.customerNumber}>{request.donorCustomerNumber}</Fact>
        <Fact label={f.company}>{request.company}</Fact>
        <Fact label={f.address}>
          {`${request.street} ${request.houseNumber}${request.houseNumberAdd ? ` ${request.houseNumberAdd}` : ''}, `}
          <span className="desk-nowrap">{`${request.postcode} ${request.city}`}</span>
        </Fact>
        <Fact label={f.wantedDate}>{formatDate(request.wantedDate)}</Fact>
        {request.plannedAt ? <Fact label={f.planned}>{formatDateTime(request.plannedAt)}</Fact> : null}
        <Fact label={f.signed}>
          {request.signedName}, <span className="desk-nowrap">{formatDateTime(request.signedAt)}</span>
        </Fact>
        {request.requestedBy ? <Fact label={f.requestedBy}>{request.requestedBy}</Fact> : null}
        <Fact label={f.fee}>{formatEuro(request.fee)}</Fact>
      </dl>
      <h3 className="desk-subheading">{t.timeline}</h3>
      <ol className="desk-porting-steps">
        {request.steps.map((step) => (
          <li key={`${step.at}-${step.kind}`}>
            <strong>{portingText.statuses[step.kind]}</strong>{' '}
            <span className="desk-meta desk-nowrap">
              {formatDateTime(step.at)}
              {step.byDesk ? `, ${portingText.steps.byDesk}` : ''}
            </span>
            {portingStepLines(step, request.donorName).map((line) => (
              <span key={line} className="desk-line">
                {line}
              </span>
            ))}
          </li>
        ))}
      </ol>
      <h3 className="desk-subheading">{t.messages}</h3>
      <DeskTable className="desk-porting-messages" columns={Object.values(t.columns)}>
        {request.messages.map((message) => (
          <tr key={message.seq}>
            <td>{message.seq}</td>
            <th scope="row">
              {t.messageName(message.type, t.messageTypes[message.type] ?? '')}
              <span className="desk-line desk-meta">{t.directions[message.direction]}</span>
            </th>
            <td className="desk-nowrap">{formatDateTime(message.at)}</td>
            <td>
              {fieldsOf(message).map((line) => (
                <span key={line} className="desk-line">
                  {line}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </DeskTable>
      <PortingActions request={request} />
    </article>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
