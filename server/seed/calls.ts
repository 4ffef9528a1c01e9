import { addDays, addMonths, daysBetween, endOfMonth, localDate, zonedMoment } from '../base/dates';

export interface CallSeed {
  type: 'O' | 'I';
  category: string;
  called_number: string;
  telephone_number: string;
  started_at: Date;
  duration: number;
}

const destinations: Array<{ category: string; numbers: string[] }> = [
  { category: 'Vast', numbers: ['0201234999', '0307654321', '0104567890', '0507778899'] },
  { category: 'Mobiel', numbers: ['0612345000', '0687654321', '0622334455'] },
  { category: 'Internationaal', numbers: ['3225123456', '4930123456'] },
  { category: 'Servicenummers', numbers: ['0900123456', '08001234'] },
];

/** Deterministic pseudo-random numbers, so every seed looks the same for the same clock. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A few calls per working day of the previous and the current month, all before `now`. */
export function demoCalls(ownNumber: string, now: Date, seed: number, perDay = 2): CallSeed[] {
  const random = lcg(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const today = localDate(now);
  const start = addMonths(today, -1);
  const calls: CallSeed[] = [];
  for (let day = start; daysBetween(day, today) >= 0 && day <= endOfMonth(today); day = addDays(day, 1)) {
    for (let i = 0; i < perDay; i += 1) {
      const hour = 8 + Math.floor(random() * 9);
      const minute = Math.floor(random() * 60);
      const startedAt = zonedMoment(day, `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`);
      if (startedAt.getTime() >= now.getTime()) continue;
      const outgoing = random() < 0.7;
      const group = pick(destinations);
      const other = pick(group.numbers);
      calls.push({
        type: outgoing ? 'O' : 'I',
        category: outgoing ? group.category : 'Inkomend',
        called_number: outgoing ? other : ownNumber,
        telephone_number: outgoing ? ownNumber : other,
        started_at: startedAt,
        duration: 20 + Math.floor(random() * 900),
      });
    }
  }
  // Make sure the current month has at least one call, even early on its first day.
  const firstToday = zonedMoment(today.slice(0, 8) + '01');
  if (!calls.some((c) => c.started_at >= firstToday)) {
    const at = new Date(Math.max(firstToday.getTime(), now.getTime() - 60_000));
    calls.push({
      type: 'O',
      category: 'Mobiel',
      called_number: '0612345000',
      telephone_number: ownNumber,
      started_at: at,
      duration: 45,
    });
  }
  return calls;
}
