import { Type } from '@sinclair/typebox';
import {
  BundleEffectsRequest,
  BundleEffectsResponse,
  MessageBody,
  Subscription,
  SubscriptionCancelRequest,
  SubscriptionCancelResponse,
  SubscriptionIdRequest,
  SubscriptionOptions,
  SubscriptionSwitchRequest,
  SubscriptionSwitchResponse,
  type SubscriptionOption,
} from '../../src/api/contract';
import { caller } from '../auth/guard';
import { firstOfNextMonth, endOfMonth, localDate } from '../base/dates';
import { longDate } from '../base/format';
import { badRequest, notFound } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import type { Queryable } from '../db/db';
import { extraCounts } from '../domain/bundles';
import {
  effectivePlanId,
  otherSubscriptions,
  subscriptionOf,
  readSubscriptions,
  subscriptionStatus,
  swapCooldown,
  type SubscriptionRow,
} from '../domain/views/subscription';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import {
  cancelSubscription,
  planOfAccessType,
  plansOfAccessType,
  reactivateSubscription,
  switchPlan,
  type PlanRow,
} from '../tables/subscriptions';

const REASONS = [
  /^Ik maak geen gebruik meer van .{1,60}$/,
  /^Ik heb een andere oplossing gevonden$/,
  /^Ik heb een probleem met .{1,60}$/,
];

/** The cancellation reason of requirements §5: one of the list, or 'Anders: {text}'. */
export function checkReason(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (REASONS.some((r) => r.test(trimmed))) return undefined;
  if (/^Anders/.test(trimmed)) return /^Anders:\s*\S/.test(trimmed) ? undefined : t.subscriptions.otherReasonMissing;
  return t.subscriptions.reasonInvalid;
}

async function loadSubscription(
  q: Queryable,
  customerId: number,
  subscriptionId: number | null,
  lock = false,
): Promise<SubscriptionRow> {
  const row = await subscriptionOf(q, customerId, subscriptionId, lock);
  if (!row) throw notFound(subscriptionId === null ? t.subscriptions.none : undefined);
  return row;
}

/** Subscriptions: list, cancel, reactivate, options, bundle effects and switch (the date rules of requirements §4). */
export function subscriptionRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;
  const today = () => localDate(clock.now());

  const list = {
    config: allow('subscription'),
    schema: {
      operationId: 'getSubscriptions',
      tags: [TAG.subscriptions],
      summary: 'The subscription',
      description: 'The current subscription, and a waiting switch as a second entry; empty without a subscription.',
      response: { 200: Type.Array(Subscription) },
    },
  };
  app.get('/subscriptions', list, async (request): Promise<Subscription[]> =>
    readSubscriptions(db, caller(request).customerId, today()),
  );

  const cancel = {
    config: allow('subscription.change'),
    schema: {
      operationId: 'postSubscriptionCancel',
      tags: [TAG.subscriptions],
      summary: 'Cancel the subscription',
      description:
        'With a reason of the list; it ends at the end of the month, and a switch still waiting is dropped with its ' +
        '30-day lock.',
      body: SubscriptionCancelRequest,
      response: { 200: SubscriptionCancelResponse },
    },
  };
  app.post('/subscription/cancel', cancel, async (request) => {
    const me = caller(request);
    const { id: subscriptionId, reason } = request.body;
    const error = checkReason(reason);
    if (error) throw badRequest(error);
    return db.tx(async (q) => {
      const row = await loadSubscription(q, me.customerId, subscriptionId, true);
      const status = subscriptionStatus(row, today());
      if (status === 'cancelled') throw badRequest(t.subscriptions.alreadyCancelled);
      if (status === 'lapsed') throw badRequest(t.subscriptions.lapsed);
      const expireTime = endOfMonth(today());
      // A switch whose first of the month has passed is the plan the customer has: it becomes the
      // plan itself. A switch still waiting is dropped, and with it its 30-day lock: that switch never
      // happened, so after a reactivation the customer may choose again (the confirmation says so).
      const current = effectivePlanId(row, today());
      const startDate = current === row.plan_id ? row.start_date : (row.pending_from ?? row.start_date);
      const dropsWaitingSwitch = row.pending_id !== null && current !== row.pending_id;
      await cancelSubscription(q, row.sub_id, {
        at: clock.now(),
        reason: reason.trim(),
        expireDate: expireTime,
        planId: current,
        startDate,
        dropsSwitch: dropsWaitingSwitch,
      });
      await recordActivity(
        q,
        me,
        'subscription',
        teamText.activity.subscription('Zegde het abonnement op'),
        clock.now(),
      );
      return { message: t.subscriptions.cancelled, expireTime };
    });
  });

  const reactivate = {
    config: allow('subscription.change'),
    schema: {
      operationId: 'postSubscriptionReactivate',
      tags: [TAG.subscriptions],
      summary: 'Undo the cancellation',
      description: 'Only before it has lapsed, and only when it is the only subscription of the customer.',
      body: SubscriptionIdRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/subscription/reactivate', reactivate, async (request) => {
    const me = caller(request);
    const subscriptionId = request.body.id;
    return db.tx(async (q) => {
      const row = await loadSubscription(q, me.customerId, subscriptionId, true);
      const status = subscriptionStatus(row, today());
      if (status === 'active') throw badRequest(t.subscriptions.notCancelled);
      if (status === 'lapsed') throw badRequest(t.subscriptions.lapsed);
      if (!(await isOnlySubscription(q, me.customerId, row, today()))) throw badRequest(t.subscriptions.notOnly);
      await reactivateSubscription(q, row.sub_id);
      await recordActivity(
        q,
        me,
        'subscription',
        teamText.activity.subscription('Heropende het abonnement'),
        clock.now(),
      );
      return { message: t.subscriptions.reactivated };
    });
  });

  const options = {
    config: allow('subscription'),
    schema: {
      operationId: 'postSubscriptionOptions',
      tags: [TAG.subscriptions],
      summary: 'The plans to switch to',
      description: 'The other plans of the same kind, each with its price and the date a switch would start.',
      body: SubscriptionIdRequest,
      response: { 200: SubscriptionOptions },
    },
  };
  app.post('/subscription/options', options, async (request): Promise<SubscriptionOptions> => {
    const me = caller(request);
    const row = await loadSubscription(db, me.customerId, request.body.id);
    const plans = await plansOfAccessType(db, row.access_type, effectivePlanId(row, today()));
    const startTime = firstOfNextMonth(today());
    const options: SubscriptionOptions = {};
    for (const plan of plans) {
      const option: SubscriptionOption = {
        id: plan.id,
        name: plan.name,
        description: plan.description,
        salesLine1: plan.salesLine1,
        price: plan.price,
        icon: plan.icon,
        includedMinutes: plan.includedMinutes,
        startTime,
      };
      (options[plan.type] ??= []).push(option);
    }
    return options;
  });

  const effects = {
    config: allow('subscription'),
    schema: {
      operationId: 'postSubscriptionBundleEffects',
      tags: [TAG.subscriptions],
      summary: 'What a switch would do to the bundles',
      description: 'A Dutch sentence: when the new plan would start and what happens to the extra users and numbers.',
      body: BundleEffectsRequest,
      response: { 200: BundleEffectsResponse },
    },
  };
  app.post('/subscription/bundle_effects', effects, async (request) => {
    const me = caller(request);
    const row = await loadSubscription(db, me.customerId, request.body.subscriptionID);
    const plan = await findPlan(db, request.body.subscriptionTypeId, row.access_type);
    // The extras as the bundles overview lists them.
    const counts = await extraCounts(db, me.customerId);
    return {
      feedback: t.subscriptions.effects(plan.name, longDate(firstOfNextMonth(today())), counts.users, counts.numbers),
    };
  });

  const change = {
    config: allow('subscription.change'),
    schema: {
      operationId: 'postSubscriptionSwitch',
      tags: [TAG.subscriptions],
      summary: 'Switch to another plan',
      description: 'The switch starts on the first of next month; not within 30 days of the last one.',
      body: SubscriptionSwitchRequest,
      response: { 200: SubscriptionSwitchResponse },
    },
  };
  app.post('/subscription/switch', change, async (request) => {
    const me = caller(request);
    const { id: subscriptionId, type, subscriptionTypeId: planId } = request.body;
    return db.tx(async (q) => {
      const row = await loadSubscription(q, me.customerId, subscriptionId, true);
      const day = today();
      if (subscriptionStatus(row, day) !== 'active') throw badRequest(t.subscriptions.notSwitchable);
      const cooldown = swapCooldown(row.last_switch_at, day);
      if (cooldown > 0) throw badRequest(t.subscriptions.cooldown(cooldown));
      const current = effectivePlanId(row, day);
      if (row.pending_id !== null && current !== row.pending_id) throw badRequest(t.subscriptions.switchWaiting);
      const plan = await findPlan(q, planId, row.access_type);
      if (plan.type !== type) throw badRequest(t.subscriptions.unknownPlan);
      if (plan.id === current) throw badRequest(t.subscriptions.samePlan);
      // A switch that already took effect becomes the plan itself before the next one waits.
      const startDate = current === row.plan_id ? row.start_date : (row.pending_from ?? row.start_date);
      await switchPlan(q, row.sub_id, {
        planId: current,
        startDate,
        pendingPlanId: plan.id,
        pendingFrom: firstOfNextMonth(day),
        at: clock.now(),
      });
      const switched = `Wisselde het abonnement naar ${plan.name}`;
      await recordActivity(q, me, 'subscription', teamText.activity.subscription(switched), clock.now());
      return { message: t.subscriptions.switched, startTime: firstOfNextMonth(day) };
    });
  });
}

/**
 * Requirements §2: reactivation only when the subscription is the customer's only one: no other subscription
 * row of the customer that has not lapsed, and no switch waiting (which the list shows as a second entry).
 */
async function isOnlySubscription(q: Queryable, customerId: number, row: SubscriptionRow, today: string) {
  if (row.pending_id !== null && effectivePlanId(row, today) !== row.pending_id) return false;
  const others = await otherSubscriptions(q, customerId, row.sub_id);
  return others.every((other) => subscriptionStatus(other, today) === 'lapsed');
}

async function findPlan(q: Queryable, planId: number, accessType: number): Promise<PlanRow> {
  const plan = await planOfAccessType(q, planId, accessType);
  if (!plan) throw badRequest(t.subscriptions.unknownPlan);
  return plan;
}
