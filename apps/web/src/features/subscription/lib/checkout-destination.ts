/**
 * Where POST /billing/checkout sends the member: a path of this app (test mode's
 * /subscription?checkout=success, followed inside the app) or another site (Stripe's checkout
 * page, left for with a full page load).
 */
export function checkoutDestination(checkoutUrl: string, origin: string): { inApp: string } | { external: string } {
  const url = new URL(checkoutUrl, origin);
  return url.origin === origin ? { inApp: `${url.pathname}${url.search}${url.hash}` } : { external: url.href };
}
