import { Select } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Enlistment } from '@shared/contracts/enlistments';
import { formatIsoDate } from '../DateText';

interface EngagementPickerProps {
  engagements: Enlistment[];
  value: number | null;
  onChange(engagementId: number): void;
  disabled?: boolean;
}

/** Which of the worker's accepted engagements the sheet is for: the job's name and its dates. */
export function EngagementPicker({ engagements, value, onChange, disabled }: EngagementPickerProps) {
  const intl = useIntl();
  const id = useId();
  const dates = (engagement: Enlistment) =>
    engagement.dataInizio === engagement.dataFine
      ? formatIsoDate(intl.locale, engagement.dataInizio)
      : intl.formatMessage(
          { id: 'components.dateRange' },
          {
            start: formatIsoDate(intl.locale, engagement.dataInizio),
            end: formatIsoDate(intl.locale, engagement.dataFine),
          },
        );
  return (
    <div className="records-picker">
      <label htmlFor={id}>{intl.formatMessage({ id: 'recordsCalendar.engagement' })}</label>
      <Select<number>
        id={id}
        value={value ?? undefined}
        onChange={onChange}
        disabled={disabled}
        popupMatchSelectWidth={false}
        classNames={{ popup: { root: 'records-picker-popup' } }}
        options={engagements.map((engagement) => ({
          value: engagement.id_Ingaggio,
          label: `${engagement.nome} · ${dates(engagement)}`,
        }))}
      />
    </div>
  );
}
