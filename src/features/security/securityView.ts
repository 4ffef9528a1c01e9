import type { ActiveLogin, LoginHistoryEntry } from '../../api/contract';
import { formatDateTime } from '../../text/format';
import { securityText as t } from '../../text/security';

const relative = new Intl.RelativeTimeFormat('nl-NL', { numeric: 'auto' });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minuten geleden', 'gisteren', 'zojuist': how long ago `iso` was, seen from `now`. */
export function relativeTime(iso: string, now: Date): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return t.relativeNow;
  for (const [unit, size] of UNITS)
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  return t.relativeNow;
}

export interface MomentText {
  relative: string;
  exact: string;
}

export const moment = (iso: string, now: Date): MomentText => ({
  relative: relativeTime(iso, now),
  exact: formatDateTime(iso),
});

export interface SessionRow {
  id: string;
  device: string;
  /** 'Computer · inlog via website' */
  kind: string;
  firstUsed: MomentText;
  lastUsed: MomentText;
  address: string;
  current: boolean;
}

/** The logins as the page lists them: this one first, then the most recently used. */
export function sessionRows(sessions: readonly ActiveLogin[], now: Date): SessionRow[] {
  return [...sessions]
    .sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastUsed) - Date.parse(a.lastUsed))
    .map((login) => ({
      id: login.id,
      device: login.device,
      kind: `${t.platform[login.platform] ?? login.platform} · ${t.loginType[login.loginType] ?? login.loginType}`,
      firstUsed: moment(login.firstUsed, now),
      lastUsed: moment(login.lastUsed, now),
      address: login.address,
      current: login.current,
    }));
}

export interface HistoryRow {
  key: string;
  time: string;
  outcome: string;
  success: boolean;
  device: string;
  address: string;
}

export function historyRows(history: readonly LoginHistoryEntry[]): HistoryRow[] {
  return history.map((entry, index) => ({
    key: `${entry.at}-${index}`,
    time: formatDateTime(entry.at),
    outcome: t.outcome[entry.outcome] ?? entry.outcome,
    success: entry.outcome === 'success',
    device: entry.device,
    address: entry.address,
  }));
}

/** 'JBSWY3DPEHPK3PXP…' in groups of four, easier to type over into an app. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The first code of the set-up: the app's 6 digits (spaces allowed). */
export const appCodeRule = (value: string | undefined): string | undefined =>
  /^\d{6}$/.test((value ?? '').replace(/\s+/g, '')) ? undefined : t.appCodeInvalid;

/** The 6 digits of a code mailed to switch e-mail codes on. */
export const mailedCodeRule = (value: string | undefined): string | undefined =>
  /^\d{6}$/.test((value ?? '').replace(/\s+/g, '')) ? undefined : t.emailCodeInvalid;
