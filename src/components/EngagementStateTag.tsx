import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';

const STATE_COLOURS: Record<number, string> = {
  [ENGAGEMENT_STATE.sent]: 'blue',
  [ENGAGEMENT_STATE.accepted]: 'green',
  [ENGAGEMENT_STATE.rejected]: 'red',
  [ENGAGEMENT_STATE.withdrawn]: 'default',
  [ENGAGEMENT_STATE.countered]: 'gold',
  [ENGAGEMENT_STATE.expired]: 'default',
};

/**
 * An engagement's state (product.md §2.4, §4.21) as a tag of its colour, in the words of one side:
 * `messages` is the prefix of the state's message ids ('enlistments.state' for the worker,
 * 'jobs.engagement.state' for the client), since "countered" reads differently to each.
 */
export function EngagementStateTag({ state, messages }: { state: number; messages: string }) {
  return (
    <Tag color={STATE_COLOURS[state]}>
      <FormattedMessage id={`${messages}.${state}`} />
    </Tag>
  );
}
