import { Col } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormSection } from '../../../components/form/FormSection';
import { SelectField } from '../../../components/form/SelectField';
import { TextField, numberAsText } from '../../../components/form/TextField';
import { useAppSelector } from '../../../store/hooks';
import { selectLanguage } from '../../../store/language';
import { datiFisiciSchema, weightShownIn, weightTypedIn, weightUnitFor } from '@shared/validation/profile/physical';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import type { DatiFisici } from '@shared/contracts/profile';
import type { Size } from '@shared/contracts/domain';

/** The sizes as chosen, the measures as typed (read by the schema: "7,5" is refused, not 75). */
interface Values {
  tagliaVestiti: number | null;
  tagliaPantaloni: number | null;
  altezza: string;
  peso: string;
  numeroScarpe: string;
}
type Cast = Omit<DatiFisici, 'listaTaglie' | 'pesoLbs'>;

/** Tab 4: sizes and measurements; the weight is typed in kg in Italian and in lbs in English. */
export default function PhysicalTab({ data, pending, failure, onSubmit }: TabProps<DatiFisici | null>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `profile.physical.${id}` }, values);
  const unit = weightUnitFor(useAppSelector(selectLanguage));
  // The schema checks the weight in the unit shown; the server stores kilograms and the pounds typed.
  const schema = useMemo(() => datiFisiciSchema(unit), [unit]);
  const initialValues = useMemo<Values>(
    () => ({
      tagliaVestiti: data?.tagliaVestiti ?? null,
      tagliaPantaloni: data?.tagliaPantaloni ?? null,
      altezza: numberAsText(data?.altezza),
      peso: numberAsText(weightShownIn(unit, { peso: data?.peso ?? null, pesoLbs: data?.pesoLbs ?? null })),
      numeroScarpe: numberAsText(data?.numeroScarpe),
    }),
    [data, unit],
  );
  const sizesOf = (kind: Size['tipo']) =>
    (data?.listaTaglie ?? [])
      .filter((size) => size.tipo === kind)
      .map((size) => ({ value: size.chiave, label: size.valore }));

  const submit = (values: unknown) => {
    const cast = values as Cast;
    onSubmit({ ...cast, ...weightTypedIn(unit, cast.peso) });
  };

  return (
    <TabForm initialValues={initialValues} schema={schema} pending={pending} failure={failure} onSubmit={submit}>
      {() => (
        <>
          <FormSection title={t('sizes.title')} description={t('sizes.description')}>
            <Col xs={24} sm={12} md={8}>
              <SelectField
                name="tagliaVestiti"
                label={t('clothesSize')}
                options={sizesOf('vestiti')}
                placeholder={t('choose')}
                allowClear
              />
            </Col>
            <Col xs={24} sm={12} md={8}>
              <SelectField
                name="tagliaPantaloni"
                label={t('trousersSize')}
                options={sizesOf('pantaloni')}
                placeholder={t('choose')}
                allowClear
              />
            </Col>
            <Col xs={24} sm={12} md={8}>
              <TextField name="numeroScarpe" label={t('shoeSize')} inputMode="numeric" autoComplete="off" />
            </Col>
          </FormSection>
          <FormSection title={t('measures.title')}>
            <Col xs={24} sm={12} md={8}>
              <TextField name="altezza" label={t('height')} inputMode="numeric" autoComplete="off" />
            </Col>
            <Col xs={24} sm={12} md={8}>
              <TextField name="peso" label={t('weight', { unit })} inputMode="numeric" autoComplete="off" />
            </Col>
          </FormSection>
        </>
      )}
    </TabForm>
  );
}
