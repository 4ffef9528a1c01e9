/**
 * The dates of porting, on Dutch working days with the holidays the desk knows
 * (domain/desk/workingHours.ts): the current provider answers within 3 working days, an approval holds
 * 90 calendar days, the wanted date lies at least 3 working days ahead.
 */
import { addDays, localDate, zonedMoment } from '../../base/dates';
import { addWorkingMinutes, WORKDAY, workingWindow } from '../desk/workingHours';

/** Working days the current provider has to answer a request (or after it said it needs more time). */
export const ANSWER_WORKING_DAYS = 3;
/** Working days the wanted date lies ahead at least. */
export const WANTED_WORKING_DAYS = 3;
/** Calendar days an approval holds; it cannot be extended. */
export const APPROVAL_DAYS = 90;
/** Calendar days ahead the wanted date may lie at most: within the approval that follows. */
export const WANTED_DAYS_AHEAD = 90;
/** Porting happens at this hour of the chosen day (Amsterdam). */
export const PORTING_TIME = '08:00:00';

const WORKDAY_MINUTES =
  (Date.parse(`1970-01-01T${WORKDAY.closes}Z`) - Date.parse(`1970-01-01T${WORKDAY.opens}Z`)) / 60_000;

/** The `n`th working day after `date` (a calendar date). */
export function workingDayAfter(date: string, n: number): string {
  let day = date;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (workingWindow(day)) left -= 1;
  }
  return day;
}

/** The first and last date a new request may want: 3 working days ahead, and at most 90 days. */
export function wantedDateWindow(now: Date): { earliest: string; latest: string } {
  const today = localDate(now);
  return { earliest: workingDayAfter(today, WANTED_WORKING_DAYS), latest: addDays(today, WANTED_DAYS_AHEAD) };
}

/** By when an answer is due: `days` whole working days of working time after `from`. */
export const answerDue = (from: Date, days = ANSWER_WORKING_DAYS): Date =>
  addWorkingMinutes(from, days * WORKDAY_MINUTES);

/**
 * When the simulated current provider answers a request sent (or resent) at `now`: half a working
 * day later, well within its 3 working days; in a demo a few minutes later, so a demo can watch it (a
 * demo and a test also take the step at once: POST /api/dev/porting/advance).
 */
export function donorAnswerAt(now: Date, demo: boolean): Date {
  return demo ? new Date(now.getTime() + DEMO_STEP_MINUTES * 60_000) : addWorkingMinutes(now, WORKDAY_MINUTES / 2);
}
/** Minutes the simulated current provider takes for each answer in a demo. */
export const DEMO_STEP_MINUTES = 3;

/** The donor's first possible date, answering at `now`: the second working day after (time to switch on its side). */
export function firstPossibleDate(now: Date): string {
  return workingDayAfter(localDate(now), 2);
}

/** The last day an approval given at `now` holds. */
export const approvalEnd = (now: Date): string => addDays(localDate(now), APPROVAL_DAYS);

/** The moment a request planned on `date` is carried out. */
export const portingMoment = (date: string): Date => zonedMoment(date, PORTING_TIME);

/**
 * The dates a date may be chosen from now, for an approval from `firstPossible` to `until`: not before
 * tomorrow (a moment must lie ahead), null when none is left.
 */
export function planWindow(firstPossible: string, until: string, now: Date): { from: string; until: string } | null {
  const tomorrow = addDays(localDate(now), 1);
  const from = firstPossible > tomorrow ? firstPossible : tomorrow;
  return from <= until ? { from, until } : null;
}

/** The moment an approval that holds until `until` ends: the start of the day after. */
export const approvalEndsAt = (until: string): Date => zonedMoment(addDays(until, 1));
