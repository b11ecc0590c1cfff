import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Empty, Modal, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiFailure } from '../../api/client';
import type { Enlistment } from '@shared/contracts/enlistments';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { SheetSlice, WithSheet } from '../../store/sheets/sheetSlice';
import { todayInRome } from '@shared/validation/dates';
import { ApiAlert } from '../ApiAlert';
import { DateRange, DateText } from '../DateText';
import { type DayRange, calendarRange, lastDayOfMonth, openingMonth } from './calendarDays';
import { EngagementPicker } from './EngagementPicker';
import { RecordsCalendar, type ReviewedRecord } from './RecordsCalendar';
import './recordsCalendar.css';

/** What a sheet's dialog is given: the day, its record if any, and how to save. */
export interface RecordDialogProps<SheetRecord, SheetRequest> {
  day: string;
  /** The day's record: the dialog updates it; none, the dialog adds one. */
  record: SheetRecord | undefined;
  engagement: Enlistment;
  today: string;
  /** The record was sent: its fields and confirm are disabled (product.md §2.4). */
  readOnly: boolean;
  pending: boolean;
  failure: ApiFailure | null;
  onSubmit(request: SheetRequest): void;
}

export interface SheetPageProps<
  Name extends string,
  SheetRecord extends ReviewedRecord & { inviato: boolean },
  SheetRequest,
> {
  sheet: SheetSlice<Name, SheetRecord, SheetRequest>;
  /** The feature's locale namespace: its title and intro are `${area}.title` and `${area}.intro`. */
  area: string;
  renderEntry(record: SheetRecord): ReactNode;
  describe(record: SheetRecord): string;
  /** The dialog's form. */
  renderForm(props: RecordDialogProps<SheetRecord, SheetRequest>): ReactNode;
  /** The shown month's totals, from its records (the range: the days of the month that count). */
  renderTotals(records: SheetRecord[], month: string, range: DayRange): ReactNode;
  /** The engagement's days saved without a connection and not yet sent (docs/product.md §4.19). */
  renderKept?(engagementId: number | null, describe: (record: SheetRecord) => string): ReactNode;
}

/** A sheet's selector on the root state, where app/store.ts registers the sheet's slice under its name. */
function useSheetSelector<Name extends string, SheetRecord, Selected>(
  selector: (state: WithSheet<Name, SheetRecord>) => Selected,
): Selected {
  return useAppSelector((state) => selector(state as unknown as WithSheet<Name, SheetRecord>));
}

/**
 * A day sheet's page (product.md §2.2, §2.4, §2.8: /timesheets and /carsheets): the engagement
 * selector, the send button (enabled while a record is unsent) with the send's banner, the month
 * calendar limited to the engagement's dates, the month's totals, and the day's dialog (add,
 * update, or read-only once sent).
 */
export function SheetPage<
  Name extends string,
  SheetRecord extends ReviewedRecord & { inviato: boolean },
  SheetRequest,
>({
  sheet,
  area,
  renderEntry,
  describe,
  renderForm,
  renderTotals,
  renderKept,
}: SheetPageProps<Name, SheetRecord, SheetRequest>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { actions, selectors } = sheet;
  const state = useSheetSelector(selectors.selectSheetState);
  const engagements = useSheetSelector(selectors.selectEngagements);
  const engagement = useSheetSelector(selectors.selectEngagement);
  const records = useSheetSelector(selectors.selectRecords);
  const entities = useSheetSelector(selectors.selectRecordEntities);
  const [today] = useState(todayInRome);
  const range = useMemo(() => calendarRange(today, engagement), [today, engagement]);
  // A review email's link (product.md §4.20), ?ingaggio=<id>&mese=YYYY-MM: that engagement, at that
  // month, once; the address then drops them, so a later choice is the person's own.
  const [params, setParams] = useSearchParams();
  const [link] = useState(() => ({ engagementId: Number(params.get('ingaggio')) || null, month: params.get('mese') }));
  const linkFollowed = useRef(link.engagementId === null);
  const linkedMonth = engagement?.id_Ingaggio === link.engagementId ? link.month : null;
  const [month, setMonth] = useState(() => openingMonth(today, range, linkedMonth));

  useEffect(() => {
    dispatch(actions.sheetPageOpened());
  }, [dispatch, actions]);
  useEffect(() => {
    if (linkFollowed.current || !engagements.some((listed) => listed.id_Ingaggio === link.engagementId)) return;
    linkFollowed.current = true;
    if (engagement?.id_Ingaggio !== link.engagementId) dispatch(actions.engagementChosen(link.engagementId!));
    setParams({}, { replace: true });
  }, [engagements, engagement, link, dispatch, actions, setParams]);
  // Another engagement: the calendar opens at its month nearest today, or the link's (adjusted
  // while rendering the change, React's way, not in an effect).
  const [rangeShown, setRangeShown] = useState(range);
  if (rangeShown !== range) {
    setRangeShown(range);
    setMonth(openingMonth(today, range, linkedMonth));
  }

  const t = (id: string) => intl.formatMessage({ id: `recordsCalendar.${id}` });
  const loadingEngagements = state.engagementsLoad.status === 'pending' && engagements.length === 0;
  const noEngagements = state.engagementsLoad.status === 'succeeded' && engagements.length === 0;
  const unsent = records.some((record) => !record.inviato);
  const sending = state.send.status === 'pending';
  const monthRecords = records.filter((record) => {
    const day = sheet.dayOf(record);
    return day >= month && day <= lastDayOfMonth(month);
  });
  const dialogRecord = state.dialogDay === null ? undefined : entities[state.dialogDay];
  const readOnly = Boolean(dialogRecord?.inviato);
  // Without a connection the days last loaded stay usable: what is saved is kept on the device.
  const recordsUsable = state.recordsLoad.status === 'succeeded' || state.recordsLoad.failure?.kind === 'network';

  return (
    <div className="content-page records-page">
      <Typography.Title level={1}>
        <FormattedMessage id={`${area}.title`} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id={`${area}.intro`} />
      </Typography.Paragraph>
      <ApiAlert failure={state.engagementsLoad.failure ?? state.recordsLoad.failure} />
      {loadingEngagements && <Spin size="large" className="page-spinner" />}
      {noEngagements && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEngagements')}>
          <Link to="/enlistments">{t('toEnlistments')}</Link>
        </Empty>
      )}
      {engagements.length > 0 && (
        <div className="records-toolbar">
          <EngagementPicker
            engagements={engagements}
            value={state.engagementId}
            onChange={(engagementId) => dispatch(actions.engagementChosen(engagementId))}
          />
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden />}
            disabled={!unsent || state.recordsLoad.status === 'pending'}
            loading={sending}
            onClick={() => dispatch(actions.sendRequested())}
          >
            {t('send')}
          </Button>
        </div>
      )}
      {engagement && (
        <Typography.Paragraph type="secondary" className="records-engagement">
          {engagement.nomeCliente} · <DateRange start={engagement.dataInizio} end={engagement.dataFine} />
        </Typography.Paragraph>
      )}
      <div className="records-banner" role="status">
        <ApiAlert
          failure={state.send.failure}
          success={state.send.status === 'succeeded' ? (state.send.message ?? t('emailSent')) : null}
        />
      </div>
      {renderKept?.(state.engagementId, describe)}
      {!loadingEngagements && (
        <div className="records-body">
          <RecordsCalendar<SheetRecord>
            range={range}
            today={today}
            month={month}
            onMonthChange={setMonth}
            recordOf={(day) => entities[day]}
            renderEntry={renderEntry}
            describe={describe}
            disabled={!engagement || !recordsUsable}
            onOpenDay={(day) => dispatch(actions.dayOpened(day))}
          />
          <div className="records-side">{renderTotals(monthRecords, month, range)}</div>
        </div>
      )}
      <Modal
        open={state.dialogDay !== null && engagement !== undefined}
        title={
          state.dialogDay !== null && (
            <FormattedMessage
              id={dialogRecord ? 'recordsCalendar.dialog.update' : 'recordsCalendar.dialog.add'}
              values={{ date: <DateText key="date" date={state.dialogDay} /> }}
            />
          )
        }
        width="clamp(300px, calc(100vw - 32px), 500px)"
        footer={null}
        destroyOnHidden
        onCancel={() => dispatch(actions.dayDialogClosed())}
      >
        {readOnly && (
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="recordsCalendar.dialog.readOnly" />
          </Typography.Paragraph>
        )}
        {state.dialogDay !== null &&
          engagement &&
          renderForm({
            day: state.dialogDay,
            record: dialogRecord,
            engagement,
            today,
            readOnly,
            pending: state.save.status === 'pending',
            failure: state.save.failure,
            onSubmit: (request) => dispatch(actions.recordSubmitted({ request, update: Boolean(dialogRecord) })),
          })}
      </Modal>
    </div>
  );
}
