import { Col, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { FormField } from '../../components/form/FormField';
import { TextField } from '../../components/form/TextField';
import { RecordForm } from '../../components/recordsCalendar/RecordForm';
import type { RecordDialogProps } from '../../components/recordsCalendar/SheetPage';
import type { CarSheetRecord } from '@shared/contracts/carsheets';
import { type CarSheetRequest, carSheetFormSchema, normalisePlate } from '@shared/validation/carsheets';
import { languageFromAcceptHeader } from '@shared/validation/language';
import { formatMoneyFigure } from '@shared/validation/money';

interface Values {
  id_SchedeAuto: number | null;
  id_Ingaggio: number;
  giorno: string;
  percorsiEffettuati: string;
  /** As typed: the shared rule reads it, refusing a decimal rather than dropping its mark. */
  kmPercorsi: string;
  modello: string;
  targa: string;
  /** The euro amount as typed ("18,50" or "18.50"); the form's rule casts it to the cents sent. */
  costoBenzinaCentesimi: string;
  inviato: boolean;
}

/**
 * A day of the car sheet (product.md §2.2, §2.5): routes travelled, kilometres, model, plate and
 * fuel cost, all five required, with the shared rules' bounds; the plate upper-cased as typed.
 * The numbers are plain text inputs read by the shared rules (carSheetFormSchema), never a number
 * input's own parsing, which drops what it does not expect: "18,50" became 1850.
 */
export function CarSheetForm(dialog: RecordDialogProps<CarSheetRecord, CarSheetRequest>) {
  const { day, record, engagement, today } = dialog;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `carsheets.${id}` });
  const language = languageFromAcceptHeader(intl.locale);
  // An update names the record by its id as well (AggiornaSchedeAuto). yup infers these two
  // schemas' concat types too narrowly for AnyObjectSchema, hence the widening.
  const schema = useMemo(
    () =>
      carSheetFormSchema(() => today, engagement, {
        update: record !== undefined,
        language,
      }) as unknown as AnyObjectSchema,
    [record, today, engagement, language],
  );
  const initialValues: Values = {
    id_SchedeAuto: record?.id_SchedeAuto ?? null,
    id_Ingaggio: engagement.id_Ingaggio,
    giorno: day,
    percorsiEffettuati: record?.percorsiEffettuati ?? '',
    kmPercorsi: record ? String(record.kmPercorsi) : '',
    modello: record?.modello ?? '',
    targa: record?.targa ?? '',
    costoBenzinaCentesimi: record ? formatMoneyFigure(language, record.costoBenzinaCentesimi) : '',
    inviato: record?.inviato ?? false,
  };
  return (
    <RecordForm<Values, CarSheetRecord, CarSheetRequest> dialog={dialog} schema={schema} initialValues={initialValues}>
      {() => (
        <Row gutter={12}>
          <Col xs={24}>
            <FormField name="percorsiEffettuati" label={t('field.percorsiEffettuati')}>
              {(field) => <Input.TextArea {...field} rows={3} />}
            </FormField>
          </Col>
          <Col xs={12}>
            <TextField
              name="kmPercorsi"
              label={t('field.kmPercorsi')}
              inputMode="numeric"
              suffix="km"
              autoComplete="off"
            />
          </Col>
          <Col xs={12}>
            <TextField
              name="costoBenzinaCentesimi"
              label={t('field.costoBenzina')}
              inputMode="decimal"
              prefix="€"
              autoComplete="off"
            />
          </Col>
          <Col xs={12}>
            <TextField name="modello" label={t('field.modello')} autoComplete="off" />
          </Col>
          <Col xs={12}>
            <TextField name="targa" label={t('field.targa')} mask={normalisePlate} autoComplete="off" />
          </Col>
        </Row>
      )}
    </RecordForm>
  );
}
