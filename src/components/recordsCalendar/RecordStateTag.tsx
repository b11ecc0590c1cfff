import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { RecordState } from '@shared/validation/reviewStates';

/** Each of a record's four states in a colour of its own (product.md §4.20). */
const STATE_COLOURS: Record<RecordState, string> = {
  da_inviare: 'gold',
  inviato: 'blue',
  approvato: 'green',
  respinto: 'red',
};

/** A record's state as the server answers it: to send, sent, approved or rejected. */
export function RecordStateTag({ state }: { state: RecordState }) {
  const intl = useIntl();
  return (
    <Tag className="records-state-tag" color={STATE_COLOURS[state]}>
      {intl.formatMessage({ id: `recordsCalendar.state.${state}` })}
    </Tag>
  );
}
