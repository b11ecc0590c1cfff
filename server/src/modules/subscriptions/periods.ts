import { and, eq, gt, or } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';

/** The same day some months later; the 31st becomes the month's last day when it has fewer. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * A subscription gives its tier while it is active and its end date is still ahead. One renewing
 * automatically also keeps it on the end date itself, until that day's renewal run charges it
 * (and extends it) or ends it.
 */
export function running(today: string) {
  return and(
    eq(subscriptions.status, 'active'),
    or(
      gt(subscriptions.endsOn, today),
      and(eq(subscriptions.endsOn, today), eq(subscriptions.pagamentoAutomatico, true)),
    ),
  );
}
