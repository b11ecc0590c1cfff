import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { RecordState } from '@shared/validation/reviewStates';

/** Each of a record's four states in words and a colour of its own (product.md §3.9, §4.20). */
const STATE_TAGS: Record<RecordState, { id: string; color: string }> = {
  da_inviare: { id: 'recordsCalendar.toSend', color: 'gold' },
  inviato: { id: 'recordsCalendar.sent', color: 'blue' },
  approvato: { id: 'recordsCalendar.approved', color: 'green' },
  respinto: { id: 'recordsCalendar.rejected', color: 'red' },
};

/** A record's state as the server answers it: to send, sent, approved or rejected. */
export function RecordStateTag({ state }: { state: RecordState }) {
  const intl = useIntl();
  const { id, color } = STATE_TAGS[state];
  return (
    <Tag className="records-state-tag" color={color}>
      {intl.formatMessage({ id })}
    </Tag>
  );
}
