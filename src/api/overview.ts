/**
 * The wire contract of GET /api/overview: the desktop overview's figures in one answer. Each part is
 * what the detail page's own call answers (or a count of it), so the two cannot differ; a part the
 * caller may not see is 'hidden', one that could not be read is 'failed' and the others still arrive.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Credit, Invoice, Subscription, UsageLimit } from './contract';
import { Nullable, StringEnum } from './wire';

export const OverviewPartStatus = StringEnum(['ok', 'hidden', 'failed']);
export type OverviewPartStatus = Static<typeof OverviewPartStatus>;

/** A part of the overview: its figures when `status` is 'ok', else null. */
const Part = <T extends TSchema & { type: string }>(data: T) =>
  Type.Object({ status: OverviewPartStatus, data: Nullable(data) });

/** 'Deze maand': GET /usage/limit, the minutes of GET /usage and, prepaid, GET /credit. */
export const OverviewMonth = Type.Object({
  limit: UsageLimit,
  totalMinutesCalled: Type.Integer(),
  /** Talk time in seconds, as the usage page shows it. */
  totalSecondsCalled: Type.Integer(),
  credit: Nullable(Credit),
});
export type OverviewMonth = Static<typeof OverviewMonth>;

/** 'Abonnement': GET /subscriptions and the counts of the bundles page. */
export const OverviewSubscription = Type.Object({
  subscriptions: Type.Array(Subscription),
  extraUsers: Type.Integer(),
  extraNumbers: Type.Integer(),
});
export type OverviewSubscription = Static<typeof OverviewSubscription>;

/** 'Laatste factuur': the newest entry of GET /invoices, null without invoices. */
export const OverviewInvoice = Type.Object({ invoice: Nullable(Invoice) });
export type OverviewInvoice = Static<typeof OverviewInvoice>;

/** 'Ondersteuning': the questions of GET /tickets counted, and the newest one. */
export const OverviewSupport = Type.Object({
  /** Questions that are not closed. */
  open: Type.Integer(),
  /** Answers of the support team not read yet, over all questions. */
  unread: Type.Integer(),
  newest: Nullable(Type.Object({ id: Type.Integer(), subject: Type.String(), statusId: Type.Integer() })),
});
export type OverviewSupport = Static<typeof OverviewSupport>;

/** 'Nummers': how many numbers GET /numbers lists and, for the main account holder, how many are blocked. */
export const OverviewNumbers = Type.Object({
  numbers: Type.Integer(),
  blocked: Nullable(Type.Integer()),
});
export type OverviewNumbers = Static<typeof OverviewNumbers>;

export const OverviewResponse = Type.Object({
  month: Part(OverviewMonth),
  subscription: Part(OverviewSubscription),
  lastInvoice: Part(OverviewInvoice),
  support: Part(OverviewSupport),
  numbers: Part(OverviewNumbers),
});
export type OverviewResponse = Static<typeof OverviewResponse>;
export type OverviewPartName = keyof OverviewResponse;
