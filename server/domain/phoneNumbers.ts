import type { PhoneNumber } from '../../src/api/contract';

/** Marks the caller's outgoing number (or the first one) as active. */
export function withActive(numbers: Array<Omit<PhoneNumber, 'active'>>, outgoingId: number | null): PhoneNumber[] {
  const activeId = numbers.some((n) => n.number_id === outgoingId) ? outgoingId : (numbers[0]?.number_id ?? null);
  return numbers.map((n) => ({ ...n, active: n.number_id === activeId ? 1 : 0 }));
}
