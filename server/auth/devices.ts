import Bowser from 'bowser';
import type { Platform } from '../../src/api/contract';
import { t } from '../base/text';

export interface DeviceInfo {
  /** Readable browser and operating system, e.g. 'Chrome 120 op Windows 10'. */
  device: string;
  platform: Platform;
  /** Browser family + operating system: what counts as "the same device" for the new-device mail. */
  key: string;
}

/** Long headers are cut before parsing: the parser's regular expressions need no more. */
const MAX_UA = 512;

export function describeDevice(userAgent: string | undefined): DeviceInfo {
  const ua = (userAgent ?? '').slice(0, MAX_UA).trim();
  if (!ua) return { device: t.security.unknownDevice, platform: 'desktop', key: 'unknown' };
  const parsed = Bowser.parse(ua);
  const browser = parsed.browser.name ?? '';
  const major = (parsed.browser.version ?? '').split('.')[0] ?? '';
  const os = parsed.os.name ?? '';
  const osVersion = parsed.os.versionName ?? parsed.os.version ?? '';
  const browserText = [browser, major].filter(Boolean).join(' ');
  const osText = [os, osVersion].filter(Boolean).join(' ');
  let device: string;
  if (browserText && osText) device = t.security.deviceOn(browserText, osText);
  else device = browserText || osText || t.security.unknownDevice;
  const platform: Platform = os === 'iOS' ? 'ios' : os === 'Android' ? 'android' : 'desktop';
  return { device, platform, key: `${browser || '?'}|${os || '?'}`.toLowerCase() };
}

/** The caller's address with its last part hidden; only this form is ever stored. */
export function maskAddress(ip: string | undefined): string {
  const address = (ip ?? '').replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return `${address.split('.').slice(0, 3).join('.')}.***`;
  if (address.includes(':')) {
    const groups = address.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}:***`;
  }
  return t.security.unknownAddress;
}
