import { type ReactNode, Suspense, lazy } from 'react';
import { useParams } from 'react-router-dom';
import { selectUser } from '../features/session/selectors';
import { selectSubscriptionType } from '../features/subscription/selectors';
import { useAppSelector } from '../store/hooks';
import type { SubscriptionTier } from '@shared/validation/tiers';

// Only a user below a page's plan ever sees the notice, so it is a chunk of its own, not the entry's.
const TierNotice = lazy(() => import(/* webpackChunkName: "signed-in-tier-notice" */ './TierNotice'));

/** What a page asks of the subscription: a tier (app/pageTiers.ts), and perhaps a page of one's own that is open to all. */
export interface TierRule {
  tier: SubscriptionTier;
  /** The route parameter naming a user: the page of the signed-in user's own id needs no tier (the own crew card). */
  exceptOwn?: string;
}

/**
 * The routing layer's tier guard (docs/decisions.md, "Tiers are declared on the routes"): a page
 * whose plan the user lacks opens as the notice naming that plan, with the way to /subscriptions,
 * instead of a form the server would refuse only once filled in. It follows the store's tier, so
 * the page appears as soon as a plan is activated. The server stays the judge of every call.
 */
export function RequireTier({ rule, title, children }: { rule: TierRule; title: string; children: ReactNode }) {
  const tier = useAppSelector(selectSubscriptionType);
  const userId = useAppSelector(selectUser)?.userId;
  const params = useParams();
  const own = rule.exceptOwn !== undefined && userId !== undefined && Number(params[rule.exceptOwn]) === userId;
  if (tier >= rule.tier || own) return children;
  return (
    <Suspense fallback={null}>
      <TierNotice needed={rule.tier} title={title} />
    </Suspense>
  );
}
