import { useId, type ChangeEvent } from 'react';
import type { PhoneNumber } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { can } from '../../api/permissions';
import { selectRole } from '../../session/public';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { dashboardText as t } from '../../text/dashboard';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { activeNumber } from '../numbers/public';
import { useSwitchOutgoingNumberMutation } from './dashboardApi';

const numberLabel = (number: PhoneNumber): string =>
  number.name ? `${number.phoneNumber} (${number.name})` : number.phoneNumber;

/**
 * The 'Uitgaand nummer' row: a labelled select that switches the outgoing number at once. It stays
 * enabled while saving (the overlay covers the screen), so keyboard focus is never lost.
 */
export function OutgoingNumberSelect({ numbers }: { numbers: readonly PhoneNumber[] }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const [switchNumber] = useSwitchOutgoingNumberMutation();
  const current = activeNumber(numbers);

  // A role that may not switch it (Alleen lezen) sees the number as text.
  if (!can(role, 'own.settings.change'))
    return (
      <div className="list-row dashboard-select">
        <span>{t.outgoingNumber}</span>
        <span className="dashboard-row-value">{current ? numberLabel(current) : t.noNumbers}</span>
      </div>
    );

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const numberId = Number(event.target.value);
    if (!Number.isInteger(numberId) || numberId === current?.number_id) return;
    const result = await switchNumber(numberId);
    if (result.error) await dispatch(showMessage(nl.common.error, errorMessage(result.error)));
  };

  return (
    <div className="list-row dashboard-select">
      <label htmlFor={id}>{t.outgoingNumber}</label>
      <select
        id={id}
        value={current ? String(current.number_id) : ''}
        onChange={onChange}
        disabled={numbers.length === 0}
      >
        {current ? null : (
          <option value="" disabled>
            {numbers.length === 0 ? t.noNumbers : '—'}
          </option>
        )}
        {numbers.map((number) => (
          <option key={number.number_id} value={String(number.number_id)}>
            {numberLabel(number)}
          </option>
        ))}
      </select>
    </div>
  );
}
