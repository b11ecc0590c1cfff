import { Col, Input, Modal, Row, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateField } from '../../components/form/DateField';
import { FormField } from '../../components/form/FormField';
import { SchemaForm } from '../../components/form/SchemaForm';
import { TextField } from '../../components/form/TextField';
import type { Enlistment } from '@shared/contracts/enlistments';
import { isFromToday, todayInRome } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { COUNTER_NOTE_MAX, type EngagementAnswer, engagementAnswerSchema } from '@shared/validation/enlistments';
import { typedEuros } from '@shared/validation/fields';
import { MAX_DAY_RATE_CENTS, isEndNotBeforeStart } from '@shared/validation/jobs';
import { type Language, languageFromAcceptHeader } from '@shared/validation/language';
import { formatMoneyFigure } from '@shared/validation/money';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { counterDialogOpened, counterSubmitted } from './enlistmentsSlice';
import { selectEnlistmentsState } from './selectors';

interface CounterValues {
  id_Ingaggio: number;
  statoIngaggio: number;
  dataInizio: string | null;
  dataFine: string | null;
  /** Euro as typed in the page's language ("250,50" in Italian). */
  tariffaGiornaliera: string;
  nota: string;
}

/**
 * AggiornaRichiestaIngaggio's rule for a counter, with the day rate read as a person types money in
 * the page's language and cast to the same cents the server checks (docs/decisions.md, "Numbers are
 * read as typed"). The job's own days are not known to the worker's page: the server checks them.
 */
export function counterSchema(language: Language) {
  return engagementAnswerSchema(todayInRome).shape({
    tariffaGiornaliera: typedEuros(
      MAX_DAY_RATE_CENTS,
      { required: 'validation.engagement.counter.rateRequired', range: 'validation.job.rate.range' },
      language,
    ),
  });
}

interface CounterOfferDialogProps {
  enlistment: Enlistment;
  open: boolean;
  onClose: () => void;
}

/**
 * The worker's counter-proposal to a pending request (product.md §4.21): other days, another day
 * rate and a note, prefilled with the request's terms; sent as statoIngaggio 5.
 */
export function CounterOfferDialog({ enlistment, open, onClose }: CounterOfferDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { counter } = useAppSelector(selectEnlistmentsState);
  const language = languageFromAcceptHeader(intl.locale);
  const schema = useMemo(() => counterSchema(language), [language]);
  useEffect(() => {
    if (open) dispatch(counterDialogOpened());
  }, [dispatch, open]);
  useEffect(() => {
    if (open && counter.status === 'succeeded') onClose();
  }, [open, counter.status, onClose]);

  const today = todayInRome();
  const label = (id: string) => intl.formatMessage({ id: `enlistments.counter.${id}` });
  const initialValues: CounterValues = {
    id_Ingaggio: enlistment.id_Ingaggio,
    statoIngaggio: ENGAGEMENT_STATE.countered,
    dataInizio: enlistment.dataInizio,
    dataFine: enlistment.dataFine,
    tariffaGiornaliera: formatMoneyFigure(language, enlistment.tariffaGiornaliera),
    nota: '',
  };
  return (
    <Modal open={open} title={label('title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="enlistments.counter.description" />
      </Typography.Paragraph>
      <SchemaForm<CounterValues>
        initialValues={initialValues}
        schema={schema}
        pending={counter.status === 'pending'}
        failure={counter.failure}
        submitLabel={label('send')}
        onSubmit={(values) => {
          const cast = values as EngagementAnswer;
          dispatch(
            counterSubmitted({
              id_Ingaggio: cast.id_Ingaggio,
              terms: {
                dataInizio: cast.dataInizio!,
                dataFine: cast.dataFine!,
                tariffaGiornaliera: cast.tariffaGiornaliera!,
                nota: cast.nota ?? null,
              },
            }),
          );
        }}
      >
        {({ values }) => (
          <>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <DateField
                  name="dataInizio"
                  label={label('dataInizio')}
                  disabledDate={(day) => !isFromToday(day, today)}
                />
              </Col>
              <Col xs={24} sm={12}>
                <DateField
                  name="dataFine"
                  label={label('dataFine')}
                  disabledDate={(day) => !isFromToday(day, today) || !isEndNotBeforeStart(values.dataInizio, day)}
                />
              </Col>
            </Row>
            <TextField
              name="tariffaGiornaliera"
              label={label('rate')}
              inputMode="decimal"
              prefix="€"
              autoComplete="off"
            />
            <FormField name="nota" label={label('note')}>
              {(field) => (
                <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={COUNTER_NOTE_MAX} />
              )}
            </FormField>
          </>
        )}
      </SchemaForm>
    </Modal>
  );
}
