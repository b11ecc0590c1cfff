import { Col, Radio } from 'antd';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DateField } from '../../../components/form/DateField';
import { CheckboxField, ValueField } from '../../../components/form/FormField';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import { isUntilToday, todayInRome } from '@shared/validation/dates';
import {
  joinRecapitoFatturaElettronica,
  normaliseFiscalCode,
  normalisePhone,
  normaliseSdi,
  splitRecapitoFatturaElettronica,
} from '@shared/validation/italianFormats';
import {
  USER_TYPE,
  USER_TYPES,
  datiProfiloFormSchema,
  normaliseBirthDate,
} from '@shared/validation/profile/profileData';
import { IdentityDocuments } from './IdentityDocuments';
import { ProfilePhotoUpload } from './ProfilePhotoUpload';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import './profileData.css';
import type { DatiProfilo } from '@shared/contracts/profile';

interface Values {
  tipologiaUtente: number;
  nome: string;
  cognome: string;
  telefono: string;
  email: string;
  ragioneSociale: string;
  codiceFiscalePIVA: string;
  pec: string;
  sdi: string;
  dataNascita: string | null;
  consensoTrattamentoImmagini: boolean;
}

type FormRequest = Omit<Values, 'pec' | 'sdi'> & { pec: string | null; sdi: string | null };

/** The form keeps PEC and SDI apart; SalvaDatiProfilo takes them joined. */
function toRequest({ pec, sdi, ...fields }: FormRequest) {
  return { ...fields, recapitoFatturaElettronica: joinRecapitoFatturaElettronica(pec, sdi) };
}

/** Spaces are refused as they are typed or pasted (product.md §1.5). */
const withoutSpaces = (value: string) => value.replace(/\s/g, '');

function useLabels() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `profile.data.${id}` }, values);
}

/** The phone without spaces as typed, and with +39 in front once the user leaves the field without a prefix. */
function PhoneField() {
  const t = useLabels();
  const { setFieldValue } = useFormikContext<Values>();
  return (
    <TextField
      name="telefono"
      label={t('phone')}
      mask={withoutSpaces}
      extra={t('phoneHint')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      // Capture runs before the field's own blur, so the touched field validates the prefixed number.
      onBlurCapture={(event) => void setFieldValue('telefono', normalisePhone(event.currentTarget.value), false)}
    />
  );
}

/**
 * A birth date over 100 years ago is taken for a slip and replaced by the date 18 years ago
 * (product.md §1.5), in the field at once, with a word saying so; the future is refused by the
 * shared schema.
 */
function BirthDateField() {
  const intl = useIntl();
  const t = useLabels();
  const { values } = useFormikContext<Values>();
  const [replacement, setReplacement] = useState<string | null>(null);
  const normalise = (day: string) => {
    const normalised = normaliseBirthDate(day, todayInRome());
    setReplacement(normalised === day ? null : normalised);
    return normalised;
  };
  const replaced = replacement !== null && replacement === values.dataNascita;
  return (
    <DateField
      name="dataNascita"
      label={t('birthDate')}
      normalise={normalise}
      disabledDate={(day) => !isUntilToday(day, todayInRome())}
      extra={
        replaced
          ? t('birthDateReplaced', { date: intl.formatDate(replacement, { dateStyle: 'long', timeZone: 'UTC' }) })
          : undefined
      }
    />
  );
}

/** Tab 1: who the user is, how to reach them, electronic invoicing, photo and identity documents. */
export default function ProfileDataTab({ data, pending, failure, onSubmit }: TabProps<DatiProfilo | null>) {
  const intl = useIntl();
  const t = useLabels();
  const schema = useMemo(() => datiProfiloFormSchema(), []);
  // From the read the tab opened with: a save's copy in the slice must not reset the outgoing form.
  const [initialValues] = useState<Values>(() => {
    const { pec, sdi } = splitRecapitoFatturaElettronica(data?.recapitoFatturaElettronica);
    return {
      tipologiaUtente: data?.tipologiaUtente ?? USER_TYPE.naturalPerson,
      nome: data?.nome ?? '',
      cognome: data?.cognome ?? '',
      telefono: data?.telefono ?? '',
      email: data?.email ?? '',
      ragioneSociale: data?.ragioneSociale ?? '',
      codiceFiscalePIVA: data?.codiceFiscalePIVA ?? '',
      pec,
      sdi,
      dataNascita: data?.dataNascita ?? null,
      consensoTrattamentoImmagini: data?.consensoTrattamentoImmagini ?? false,
    };
  });

  return (
    <TabForm
      initialValues={initialValues}
      schema={schema}
      pending={pending}
      failure={failure}
      onSubmit={(values) => onSubmit(toRequest(values as FormRequest))}
    >
      {({ values }) => (
        <>
          <FormSection
            title={intl.formatMessage({ id: 'profile.upload.photo.title' })}
            description={intl.formatMessage({ id: 'profile.upload.photo.description' })}
          >
            <Col xs={24}>
              <ProfilePhotoUpload disabled={pending} />
            </Col>
          </FormSection>
          <FormSection title={t('type.title')}>
            <Col xs={24}>
              <ValueField<number> name="tipologiaUtente" label={t('userType')}>
                {(field) => (
                  <Radio.Group
                    id={field.id}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value as number)}
                    optionType="button"
                    buttonStyle="solid"
                    aria-label={t('userType')}
                    options={USER_TYPES.map((type) => ({
                      value: type,
                      label: intl.formatMessage({ id: `profile.userType.${type}` }),
                    }))}
                  />
                )}
              </ValueField>
            </Col>
          </FormSection>
          <FormSection title={t('identity.title')}>
            {values.tipologiaUtente === USER_TYPE.legalEntity && (
              <Col xs={24}>
                <TextField name="ragioneSociale" label={t('businessName')} autoComplete="organization" />
              </Col>
            )}
            <Col xs={24} md={12}>
              <TextField name="nome" label={t('name')} autoComplete="given-name" />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="cognome" label={t('surname')} autoComplete="family-name" />
            </Col>
            <Col xs={24} md={12}>
              <TextField
                name="codiceFiscalePIVA"
                label={t('fiscalCode')}
                mask={normaliseFiscalCode}
                extra={t('fiscalCodeHint')}
                maxLength={16}
                autoCapitalize="characters"
                autoComplete="off"
              />
            </Col>
            <Col xs={24} md={12}>
              <BirthDateField />
            </Col>
          </FormSection>
          <FormSection title={t('contacts.title')}>
            <Col xs={24} md={12}>
              <PhoneField />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="email" label={t('email')} type="email" autoComplete="email" />
            </Col>
          </FormSection>
          <FormSection title={t('invoicing.title')} description={t('invoicing.description')}>
            {/* Required for a legal entity by a rule of the shared schema that its description cannot tell. */}
            <Col xs={24} md={12}>
              <TextField
                name="pec"
                label={t('pec')}
                required={values.tipologiaUtente !== USER_TYPE.naturalPerson}
                type="email"
                autoComplete="off"
              />
            </Col>
            <Col xs={24} md={12}>
              <TextField
                name="sdi"
                label={t('sdi')}
                required={values.tipologiaUtente !== USER_TYPE.naturalPerson}
                mask={normaliseSdi}
                maxLength={7}
                autoCapitalize="characters"
                autoComplete="off"
              />
            </Col>
          </FormSection>
          <FormSection title={t('consent.title')}>
            <Col xs={24}>
              <CheckboxField name="consensoTrattamentoImmagini">{t('imageConsent')}</CheckboxField>
            </Col>
            <Col xs={24}>
              <IdentityDocuments
                consent={values.consensoTrattamentoImmagini}
                savedDocuments={data?.listaDocumenti ?? []}
                disabled={pending}
              />
            </Col>
          </FormSection>
        </>
      )}
    </TabForm>
  );
}
