import { type SubscriptionTier, TIER_ADVANCED, TIER_MASTER } from '@shared/validation/tiers';

/**
 * The subscription each tier-bound page needs (product.md §1.6, §2.6), the tier the server's routes
 * behind it declare: app/routes.tsx shows the plan notice in its place below that tier (RequireTier),
 * and the side menu shows its entry from that tier on (layout/menuEntries.tsx).
 */
export const PAGE_TIERS = {
  jobs: TIER_MASTER,
  search: TIER_MASTER,
  /** Another person's crew card: one's own is open to every tier. */
  crewCard: TIER_MASTER,
  /** The worker's side of an accepted engagement. */
  timesheets: TIER_ADVANCED,
  carsheets: TIER_ADVANCED,
  /** The worker's earnings from their engagements (product.md §4.20). */
  earnings: TIER_ADVANCED,
} as const satisfies Record<string, SubscriptionTier>;
