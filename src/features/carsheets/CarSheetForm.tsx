import { Col, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { FormField } from '../../components/form/FormField';
import { IntegerField } from '../../components/form/IntegerField';
import { TextField } from '../../components/form/TextField';
import { RecordForm } from '../../components/recordsCalendar/RecordForm';
import type { RecordDialogProps } from '../../components/recordsCalendar/SheetPage';
import type { CarSheetRecord } from '@shared/contracts/carsheets';
import {
  type CarSheetRequest,
  carSheetSchema,
  carSheetUpdateSchema,
  normalisePlate,
} from '@shared/validation/carsheets';

interface Values {
  id_SchedeAuto: number | null;
  id_Ingaggio: number;
  giorno: string;
  percorsiEffettuati: string;
  kmPercorsi: number | null;
  modello: string;
  targa: string;
  costoBenzina: number | null;
  inviato: boolean;
}

/** Whole numbers only: kilometres and euro are read as digits. */
const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

/**
 * A day of the car sheet (product.md §2.2, §2.5): routes travelled, kilometres, model, plate and
 * fuel cost, all five required, with the shared rules' bounds; the plate upper-cased as typed.
 */
export function CarSheetForm(dialog: RecordDialogProps<CarSheetRecord, CarSheetRequest>) {
  const { day, record, engagement, today } = dialog;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `carsheets.${id}` });
  // An update names the record by its id as well (AggiornaSchedeAuto). yup infers these two
  // schemas' concat types too narrowly for AnyObjectSchema, hence the widening.
  const schema = useMemo(
    () =>
      (record
        ? carSheetUpdateSchema(() => today, engagement)
        : carSheetSchema(() => today, engagement)) as unknown as AnyObjectSchema,
    [record, today, engagement],
  );
  const initialValues: Values = {
    id_SchedeAuto: record?.id_SchedeAuto ?? null,
    id_Ingaggio: engagement.id_Ingaggio,
    giorno: day,
    percorsiEffettuati: record?.percorsiEffettuati ?? '',
    kmPercorsi: record?.kmPercorsi ?? null,
    modello: record?.modello ?? '',
    targa: record?.targa ?? '',
    costoBenzina: record?.costoBenzina ?? null,
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
            <IntegerField name="kmPercorsi" label={t('field.kmPercorsi')} parser={digits} suffix="km" />
          </Col>
          <Col xs={12}>
            <IntegerField name="costoBenzina" label={t('field.costoBenzina')} parser={digits} prefix="€" />
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
