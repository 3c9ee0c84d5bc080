import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { loginAs } from './session';

const WEEK = 7 * 86400000;

/**
 * Logs in the subscriber demo account (fewer products than Premium) with an active banner
 * package; ids are the test's own, so two files never collide.
 */
export function subscriberWithAdsPackage(ids: { subscription: number; order: number }) {
  const s = db();
  const user = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
  s.subscriptions.push({
    id: ids.subscription,
    userId: user.id,
    kind: 'ads',
    planId: 101,
    frequency: 'days',
    status: 'ACTIVATED',
    createdAt: new Date().toISOString(),
    expires: new Date(Date.now() + WEEK).toISOString(),
    payment_method: 'bank_slip',
    amount: 39.9,
    discount: 0,
    email: user.email,
    identification: '12345678909',
    bi_status: 3,
    payment_order_id: ids.order,
  });
  loginAs('subscriber');
  return { user, product: s.products.find((p) => p.ownerId === user.id)! };
}

/** Adds a banner of a week for the user's part, its description as given. */
export function addBanner(owner: { user: { id: number }; product: { uuid: string } }, banner: { id: number; description: string }) {
  db().banners.push({
    id: banner.id,
    ownerId: owner.user.id,
    productUuid: owner.product.uuid,
    description: banner.description,
    show_description: true,
    images: ['/demo/banners/banner-1.svg'],
    due_date: new Date(Date.now() + WEEK).toISOString(),
    createdAt: new Date().toISOString(),
  });
}
