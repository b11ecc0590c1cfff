import { Col, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { RecordForm } from '../../components/recordsCalendar/RecordForm';
import type { RecordDialogProps } from '../../components/recordsCalendar/SheetPage';
import { TextField } from '../../components/form/TextField';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import { MAX_HOURS_A_DAY, type TimeReportRequest, dayTotal, timeReportSchema } from '@shared/validation/timesheets';

interface Values {
  dataRiferimento: string;
  id_Ingaggio: number;
  inviato: boolean;
  /** As typed: the shared rule reads each, refusing a sign or a decimal rather than dropping it. */
  oreLavorate: string;
  oreFerie: string;
  orePermessi: string;
}

/**
 * A day of the time report (product.md §2.4, §2.5): hours worked, on holiday and on leave, whole
 * numbers, with the day's total shown as it is typed and held to 24 before saving (the server's rule).
 * The hours are plain text inputs read by the shared rule, so "-3" is refused, not saved as 3.
 */
export function TimeReportForm(dialog: RecordDialogProps<TimeReportRecord, TimeReportRequest>) {
  const { day, record, engagement, today } = dialog;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `timesheets.${id}` }, values);
  const schema = useMemo(() => timeReportSchema(() => today, engagement), [today, engagement]);
  const initialValues: Values = {
    dataRiferimento: day,
    id_Ingaggio: engagement.id_Ingaggio,
    inviato: record?.inviato ?? false,
    oreLavorate: record ? String(record.oreLavorate) : '',
    oreFerie: String(record?.oreFerie ?? 0),
    orePermessi: String(record?.orePermessi ?? 0),
  };
  return (
    <RecordForm<Values, TimeReportRecord, TimeReportRequest>
      dialog={dialog}
      schema={schema}
      initialValues={initialValues}
    >
      {({ values }) => {
        const total = dayTotal(values);
        return (
          <>
            <Row gutter={12}>
              {(['oreLavorate', 'oreFerie', 'orePermessi'] as const).map((field) => (
                <Col xs={24} sm={8} key={field}>
                  <TextField
                    name={field}
                    label={t(`field.${field}`)}
                    inputMode="numeric"
                    suffix={t('hoursUnit')}
                    autoComplete="off"
                  />
                </Col>
              ))}
            </Row>
            <Typography.Paragraph
              role="status"
              type={total > MAX_HOURS_A_DAY ? 'danger' : 'secondary'}
              className="timesheet-total"
            >
              {t(total > MAX_HOURS_A_DAY ? 'total.over' : 'total', { total, max: MAX_HOURS_A_DAY })}
            </Typography.Paragraph>
          </>
        );
      }}
    </RecordForm>
  );
}
