import { Checkbox, Col, Form } from 'antd';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import { digitsOnly, normaliseProvince } from '@shared/validation/italianFormats';
import { datiPersonaliGiuridiciSchema } from '@shared/validation/profile/personalLegal';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import type { DatiPersonaliGiuridici } from '@shared/contracts/profile';

type Values = Record<keyof DatiPersonaliGiuridici, string>;

/** Residence and domicile hold the same four parts; the wire names them by suffix. */
const PLACES = { residence: 'Residenza', domicile: 'Domicilio' } as const;
type Place = keyof typeof PLACES;
const ADDRESS_PARTS = ['citta', 'indirizzo', 'provincia', 'cap'] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number];
const addressField = (part: AddressPart, place: Place) => `${part}${PLACES[place]}` as keyof Values;

const FIELD_NAMES: (keyof Values)[] = [
  'cittaNascita',
  'provinciaNascita',
  ...ADDRESS_PARTS.map((part) => addressField(part, 'residence')),
  ...ADDRESS_PARTS.map((part) => addressField(part, 'domicile')),
];

const domicileMatchesResidence = (values: Values) =>
  ADDRESS_PARTS.some((part) => values[addressField(part, 'residence')] !== '') &&
  ADDRESS_PARTS.every((part) => values[addressField(part, 'domicile')] === values[addressField(part, 'residence')]);

function useLabels() {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id: `profile.personal.${id}` });
}

/*
 * Under the section's heading (Nascita, Residenza, Domicilio) a field shows a short label ("Comune");
 * its accessible name says whose it is ("Comune di residenza"), as a screen reader moving from field
 * to field does not hear the heading.
 */

/** A province as its 2-letter code: whatever is typed keeps its first two letters, upper case. */
function ProvinceField({ name, fullLabel }: { name: string; fullLabel: string }) {
  const t = useLabels();
  return (
    <TextField
      name={name}
      label={t('province')}
      aria-label={fullLabel}
      mask={normaliseProvince}
      placeholder={t('provincePlaceholder')}
      autoCapitalize="characters"
      autoComplete="off"
    />
  );
}

/** City, address, province and postal code of the residence or the domicile. */
function AddressFields({ place }: { place: Place }) {
  const t = useLabels();
  // Browsers fill the residence from the saved address; the domicile is often a different one.
  const autoComplete = (token: string) => (place === 'residence' ? token : 'off');
  return (
    <>
      <Col xs={24}>
        <TextField
          name={addressField('indirizzo', place)}
          label={t('address')}
          aria-label={t(`${place}.address`)}
          autoComplete={autoComplete('street-address')}
        />
      </Col>
      <Col xs={24} md={12}>
        <TextField
          name={addressField('citta', place)}
          label={t('city')}
          aria-label={t(`${place}.city`)}
          autoComplete={autoComplete('address-level2')}
        />
      </Col>
      <Col xs={12} md={6}>
        <ProvinceField name={addressField('provincia', place)} fullLabel={t(`${place}.province`)} />
      </Col>
      <Col xs={12} md={6}>
        <TextField
          name={addressField('cap', place)}
          label={t('postalCode')}
          aria-label={t(`${place}.postalCode`)}
          mask={digitsOnly}
          inputMode="numeric"
          autoComplete={autoComplete('postal-code')}
        />
      </Col>
    </>
  );
}

const copyResidenceToDomicile = <T extends Record<string, unknown>>(values: T): T => ({
  ...values,
  ...Object.fromEntries(
    ADDRESS_PARTS.map((part) => [addressField(part, 'domicile'), values[addressField(part, 'residence')]]),
  ),
});

interface DomicileSectionProps {
  sameAsResidence: boolean;
  onSameAsResidence: (same: boolean) => void;
}

/**
 * Most people live where they are resident: one tick and the domicile's fields step aside, and the
 * residence is sent as the domicile too. The hidden fields are emptied meanwhile, so nothing typed
 * there earlier can block the save with a message no one sees; unticking starts them from the
 * residence.
 */
function DomicileSection({ sameAsResidence, onSameAsResidence }: DomicileSectionProps) {
  const t = useLabels();
  const { values, setValues } = useFormikContext<Values>();
  const toggle = (same: boolean) => {
    onSameAsResidence(same);
    const domicile = same
      ? Object.fromEntries(ADDRESS_PARTS.map((part) => [addressField(part, 'domicile'), '']))
      : copyResidenceToDomicile(values);
    void setValues({ ...values, ...domicile });
  };
  return (
    <FormSection title={t('domicile.title')} description={t('domicile.description')}>
      <Col xs={24}>
        <Form.Item>
          <Checkbox checked={sameAsResidence} onChange={(event) => toggle(event.target.checked)}>
            {t('sameAsResidence')}
          </Checkbox>
        </Form.Item>
      </Col>
      {!sameAsResidence && <AddressFields place="domicile" />}
    </FormSection>
  );
}

/** Tab 2: where the user was born, is resident and lives (product.md §1.2, §1.5). */
export default function PersonalJuridicalTab({
  data,
  pending,
  failure,
  onSubmit,
}: TabProps<DatiPersonaliGiuridici | null>) {
  const t = useLabels();
  const initialValues = useMemo(
    () => Object.fromEntries(FIELD_NAMES.map((name) => [name, data?.[name] ?? ''])) as Values,
    [data],
  );
  const [sameAsResidence, setSameAsResidence] = useState(() => domicileMatchesResidence(initialValues));
  return (
    <TabForm
      initialValues={initialValues}
      schema={datiPersonaliGiuridiciSchema}
      pending={pending}
      failure={failure}
      onSubmit={(values) => onSubmit(sameAsResidence ? copyResidenceToDomicile(values as Values) : values)}
    >
      {() => (
        <>
          <FormSection title={t('birth.title')}>
            <Col xs={24} md={12}>
              <TextField name="cittaNascita" label={t('city')} aria-label={t('birth.city')} autoComplete="off" />
            </Col>
            <Col xs={12} md={6}>
              <ProvinceField name="provinciaNascita" fullLabel={t('birth.province')} />
            </Col>
          </FormSection>
          <FormSection title={t('residence.title')}>
            <AddressFields place="residence" />
          </FormSection>
          <DomicileSection sameAsResidence={sameAsResidence} onSameAsResidence={setSameAsResidence} />
        </>
      )}
    </TabForm>
  );
}
