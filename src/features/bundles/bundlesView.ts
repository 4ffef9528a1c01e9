import type { ActiveBundlesWithRequests, Bundle } from '../../api/contract';
import { bundlesText as t } from '../../text/bundles';
import { formatEuro } from '../../text/format';
import * as limits from '../../validation/limits';

/** Extension ids of requirements §9. */
export const EXTENSION_MOBILE = 132;
export const EXTENSION_BUSINESS = 145;

export type NumberType = 'local' | 'business';
export interface BundleOffer {
  key: 'user' | NumberType;
  title: string;
  price: string;
  /** Path relative to '/account/{poc}/bundles-request/'. */
  path: string;
}
export interface BundlesView {
  users: Array<{ id: number; label: string }>;
  numbers: Array<{ id: number; title: string; number: string }>;
  openRequests: number;
  offers: BundleOffer[];
  /** Open requests leave no room for another extra number, though fewer than 5 are listed. */
  requestsFillRoom: boolean;
  /** Why nothing can be ordered now (the server's reason), else null. */
  orderBlocked: string | null;
}

export const extraUserLabel = (stored: string): string => (stored.includes('@') ? stored : t.voipDevice);

export const extraNumberTitle = (extensionId: number): string =>
  extensionId === EXTENSION_MOBILE
    ? t.mobileNumber
    : extensionId === EXTENSION_BUSINESS
      ? t.businessNumber
      : t.otherNumber;

/** The price of a bundle kind from the server's list, or the 1.00 of requirements §9 when it is missing. */
const priceOf = (bundles: readonly Bundle[], kind: Bundle['kind']): string =>
  t.perMonth(formatEuro(bundles.find((b) => b.kind === kind)?.price ?? limits.extraPricePerMonth));

/**
 * What the bundles overview shows (requirements §2 and §9). The limits count what the server counts
 * (docs/api.md): every active extra user; every listed extra number (slot 0 is hidden and not
 * counted) plus the open extra-number requests. Nothing is offered when the subscription cannot order.
 */
export function bundlesView(active: ActiveBundlesWithRequests, bundles: readonly Bundle[]): BundlesView {
  const userBundle = bundles.find((b) => b.kind === 'extra-user');
  const listed = active.extranumbers.filter((n) => n.bundle_extra_number_slot !== 0);
  const numbersCounted = listed.length + active.openExtraNumberRequests;
  const offers: BundleOffer[] = [];
  const { orderBlocked } = active;
  if (!orderBlocked && active.subusers.length < limits.maxExtraUsers)
    offers.push({
      key: 'user',
      title: t.offerUser,
      price: priceOf(bundles, 'extra-user'),
      path: `extra-user/${userBundle?.id ?? 1}`,
    });
  if (!orderBlocked && numbersCounted < limits.maxExtraNumbers) {
    offers.push({
      key: 'local',
      title: t.offerLocal,
      price: priceOf(bundles, 'extra-local-number'),
      path: 'extra-number?numberType=local',
    });
    offers.push({
      key: 'business',
      title: t.offerBusiness,
      price: priceOf(bundles, 'extra-business-number'),
      path: 'extra-number?numberType=business',
    });
  }
  return {
    users: active.subusers.map((u) => ({ id: u.bundle_subusers_id, label: extraUserLabel(u.bundle_subusers_email) })),
    numbers: listed.map((n) => ({
      id: n.id,
      title: extraNumberTitle(n.number_extension_id),
      number: n.phone_number_display,
    })),
    openRequests: active.openExtraNumberRequests,
    offers,
    requestsFillRoom: listed.length < limits.maxExtraNumbers && numbersCounted >= limits.maxExtraNumbers,
    orderBlocked,
  };
}
