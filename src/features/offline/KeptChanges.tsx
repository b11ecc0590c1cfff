import { Alert, Button, Space, Tag, Typography } from 'antd';
import { shallowEqual } from 'react-redux';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { DateText } from '../../components/DateText';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { SheetName } from '../../store/sheets/offlineEvents';
import { type KeptChange, ownValueKept, serverValueKept } from './offlineSlice';
import { selectKeptChangesOf } from './selectors';

export interface KeptChangesProps<SheetRecord> {
  sheet: SheetName;
  engagementId: number | null;
  /** A record in words, as the sheet's calendar says it (a change's request has the record's fields). */
  describe(record: SheetRecord): string;
}

/**
 * A sheet's days kept on the device (docs/product.md §4.19): each waiting to be sent, or in
 * conflict with what the server has now, both values shown, the person choosing which stays.
 */
export function KeptChanges<SheetRecord>({ sheet, engagementId, describe }: KeptChangesProps<SheetRecord>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const changes = useAppSelector((state) => selectKeptChangesOf(state, sheet, engagementId), shallowEqual);
  if (changes.length === 0) return null;
  const t = (id: string) => intl.formatMessage({ id: `offline.kept.${id}` });
  const described = (record: unknown) => (record === null ? t('none') : describe(record as SheetRecord));
  const conflict = (change: KeptChange) => (
    <Space orientation="vertical" size="small">
      {change.refusal ? (
        <ApiAlert failure={change.refusal} />
      ) : (
        <>
          <Typography.Text>
            {t('mine')}: {described(change.request)}
          </Typography.Text>
          <Typography.Text>
            {t('server')}: {described(change.server)}
          </Typography.Text>
        </>
      )}
      <Space wrap>
        <Button size="small" onClick={() => dispatch(serverValueKept(change.key))}>
          {t(change.refusal ? 'drop' : 'keepServer')}
        </Button>
        {!change.refusal && (
          <Button size="small" type="primary" onClick={() => dispatch(ownValueKept(change.key))}>
            {t('keepMine')}
          </Button>
        )}
      </Space>
    </Space>
  );
  return (
    <Alert
      className="kept-changes"
      type={changes.some((change) => change.status === 'conflict') ? 'warning' : 'info'}
      showIcon
      title={t('title')}
      description={
        <ul className="kept-changes-list">
          {changes.map((change) => (
            <li key={change.key}>
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>
                  <DateText date={change.day} />{' '}
                  <Tag color={change.status === 'conflict' ? 'orange' : 'blue'}>
                    <FormattedMessage id={`offline.kept.${change.status}`} />
                  </Tag>
                </Typography.Text>
                {change.status === 'waiting' ? described(change.request) : conflict(change)}
              </Space>
            </li>
          ))}
        </ul>
      }
    />
  );
}
