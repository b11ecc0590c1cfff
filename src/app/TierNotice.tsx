import { Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Outcome } from '../components/Outcome';
import { selectSubscriptionType } from '../features/subscription/selectors';
import { useAppSelector } from '../store/hooks';
import { type SubscriptionTier, TIER_ADVANCED } from '@shared/validation/tiers';
import './tierNotice.css';

/** tipologiaAbbonamento 0, 1, 2 (product.md §3.5) as the plan names the home screen shows too. */
const PLAN_NAMES = ['home.plan.none', 'home.plan.advanced', 'home.plan.master'];

/**
 * What a page needing a higher plan shows when it opens (RequireTier): its heading, the plan it
 * needs by name, the user's plan, and the link to /subscriptions where that plan is chosen.
 */
export default function TierNotice({ needed, title }: { needed: SubscriptionTier; title: string }) {
  const intl = useIntl();
  const current = useAppSelector(selectSubscriptionType);
  const planName = (tier: number) => intl.formatMessage({ id: PLAN_NAMES[tier] ?? PLAN_NAMES[0] });
  return (
    <div className="content-page tier-notice">
      <Typography.Title level={1}>
        <FormattedMessage id={title} />
      </Typography.Title>
      <Outcome
        kind="locked"
        title={<FormattedMessage id="tierNotice.title" values={{ plan: planName(needed) }} />}
        subTitle={
          <>
            {needed === TIER_ADVANCED && (
              <>
                <FormattedMessage id="tierNotice.masterToo" />{' '}
              </>
            )}
            <FormattedMessage id="tierNotice.current" values={{ plan: planName(current) }} />
          </>
        }
        extra={
          <Link to="/subscriptions" className="tier-notice-link">
            <FormattedMessage id="tierNotice.link" />
          </Link>
        }
      />
    </div>
  );
}
