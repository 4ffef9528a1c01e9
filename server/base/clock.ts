/**
 * The server's only source of "now". Every date rule (month ends, cooldowns), the seed data and
 * token times read it, so tests can pin or move time without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Time that starts at `startIso` when created and then runs at normal speed (env CLOCK_NOW). */
export function shiftedClock(startIso: string, base: Clock = systemClock): Clock {
  const start = Date.parse(startIso);
  if (Number.isNaN(start)) throw new Error(`CLOCK_NOW is not a valid ISO date: ${startIso}`);
  const offset = start - base.now().getTime();
  return { now: () => new Date(base.now().getTime() + offset) };
}

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  private ms: number;
  constructor(startIso: string) {
    this.ms = Date.parse(startIso);
    if (Number.isNaN(this.ms)) throw new Error(`Invalid ISO date: ${startIso}`);
  }
  now(): Date {
    return new Date(this.ms);
  }
  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
  advanceSeconds(seconds: number): void {
    this.ms += seconds * 1000;
  }
  advanceDays(days: number): void {
    this.advanceSeconds(days * 86_400);
  }
}
