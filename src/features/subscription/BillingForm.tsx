import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Alert, Button, Input, Radio, Typography } from 'antd';
import { type FormikErrors, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField, ValueField } from '../../components/form/FormField';
import { SchemaForm } from '../../components/form/SchemaForm';
import {
  type BillingRequest,
  LEGAL_ENTITY,
  NATURAL_PERSON,
  billingSchema,
  billingVariant,
  twoLetterCode,
} from '@shared/validation/billing';
import { normaliseFiscalCode, normaliseSdi } from '@shared/validation/italianFormats';

/** The form's fields in the order they show, so "the first error" is the first one the user sees. */
const FIELD_ORDER: (keyof BillingRequest)[] = [
  'tipologiaUtente',
  'ragioneSociale',
  'nome',
  'cognome',
  'codfisciva',
  'sdi',
  'pec',
  'indirizzoResidenza',
  'cittaResidenza',
  'provinciaResidenza',
  'nazioneResidenza',
];

/** The country most users bill in, as a starting value they can change. */
const DEFAULT_COUNTRY = 'IT';

/** The recap form's starting values: the saved billing data, or an empty form for the user's type. */
export function billingFormValues(saved: Partial<BillingRequest> | null, userType: number | undefined): BillingRequest {
  const blank: BillingRequest = {
    tipologiaUtente: userType === LEGAL_ENTITY ? LEGAL_ENTITY : NATURAL_PERSON,
    nome: '',
    cognome: '',
    ragioneSociale: '',
    codfisciva: '',
    sdi: '',
    pec: '',
    indirizzoResidenza: '',
    cittaResidenza: '',
    provinciaResidenza: '',
    nazioneResidenza: DEFAULT_COUNTRY,
  };
  if (!saved) return blank;
  // The saved data also carries the invoice fields it amounts to; the form keeps only its own.
  const values = { ...blank };
  for (const field of FIELD_ORDER) {
    const value = saved[field];
    if (value !== undefined && value !== null) (values as Record<string, unknown>)[field] = value;
  }
  return values;
}

/** What is sent: the schema's cast (the form's), without the name fields of the person type not chosen. */
function confirmedBilling(cast: BillingRequest): BillingRequest {
  return cast.tipologiaUtente === LEGAL_ENTITY ? { ...cast, nome: '', cognome: '' } : { ...cast, ragioneSociale: '' };
}

function firstError(errors: FormikErrors<BillingRequest>): string | undefined {
  const field = FIELD_ORDER.find((name) => typeof errors[name] === 'string');
  return field ? (errors[field] as string) : undefined;
}

/** A text field whose value is transformed as it is typed (upper case, two letters). */
function TransformedInput({
  name,
  label,
  transform,
  extra,
  autoComplete,
}: {
  name: keyof BillingRequest;
  label: string;
  transform?: (value: string) => string;
  extra?: string;
  autoComplete?: string;
}) {
  const { setFieldValue } = useFormikContext<BillingRequest>();
  return (
    <FormField name={name} label={label} extra={extra}>
      {(field) => (
        <Input
          {...field}
          autoComplete={autoComplete}
          onChange={transform ? (event) => void setFieldValue(name, transform(event.target.value)) : field.onChange}
        />
      )}
    </FormField>
  );
}

const toTwoLetters = (value: string) => twoLetterCode(value) as string;

function BillingFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { values } = useFormikContext<BillingRequest>();
  const { legalEntity } = billingVariant(values);
  return (
    <>
      <ValueField<number> name="tipologiaUtente" label={t('subscription.billing.personType')}>
        {(field) => (
          <Radio.Group
            id={field.id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as number)}
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: NATURAL_PERSON, label: t('subscription.billing.naturalPerson') },
              { value: LEGAL_ENTITY, label: t('subscription.billing.legalEntity') },
            ]}
          />
        )}
      </ValueField>
      <div className="billing-grid">
        {legalEntity ? (
          <div className="billing-wide">
            <TransformedInput
              name="ragioneSociale"
              label={t('subscription.billing.ragioneSociale')}
              autoComplete="organization"
            />
          </div>
        ) : (
          <>
            <TransformedInput name="nome" label={t('subscription.billing.nome')} autoComplete="given-name" />
            <TransformedInput name="cognome" label={t('subscription.billing.cognome')} autoComplete="family-name" />
          </>
        )}
        <div className="billing-wide">
          <TransformedInput
            name="codfisciva"
            label={t('subscription.billing.codfisciva')}
            transform={normaliseFiscalCode}
          />
        </div>
        <TransformedInput
          name="sdi"
          label={t('subscription.billing.sdi')}
          transform={normaliseSdi}
          extra={legalEntity ? t('subscription.billing.sdiPec.hint') : undefined}
        />
        <TransformedInput name="pec" label={t('subscription.billing.pec')} autoComplete="email" />
        <div className="billing-wide">
          <TransformedInput
            name="indirizzoResidenza"
            label={t('subscription.billing.indirizzo')}
            autoComplete="street-address"
          />
        </div>
        <TransformedInput name="cittaResidenza" label={t('subscription.billing.citta')} autoComplete="address-level2" />
        <div className="billing-codes">
          <TransformedInput
            name="provinciaResidenza"
            label={t('subscription.billing.provincia')}
            transform={toTwoLetters}
            extra={t('subscription.billing.provincia.hint')}
          />
          <TransformedInput
            name="nazioneResidenza"
            label={t('subscription.billing.nazione')}
            transform={toTwoLetters}
            extra={t('subscription.billing.nazione.hint')}
          />
        </div>
      </div>
    </>
  );
}

interface BillingFormProps {
  initialValues: BillingRequest;
  /** Confirmed data is locked until Modify (product.md §1.2). */
  locked: boolean;
  /** The activation is running: nothing may change, not even through Modify. */
  disabled: boolean;
  onConfirm: (billing: BillingRequest) => void;
  onModify: () => void;
}

/**
 * The recap's billing data (product.md §1.2, §1.3, §1.5): the person-type toggle switches between
 * name and surname and the company name; the four variants are billingSchema's; a failed confirm
 * shows the first error in an error alert as well as under each field.
 */
export function BillingForm({ initialValues, locked, disabled, onConfirm, onModify }: BillingFormProps) {
  const intl = useIntl();
  return (
    <SchemaForm<BillingRequest>
      initialValues={initialValues}
      schema={billingSchema}
      pending={disabled}
      readOnly={locked}
      failure={null}
      requiredMark={false}
      className="billing-form"
      onSubmit={(values) => onConfirm(confirmedBilling(values as BillingRequest))}
      feedback={({ errors, submitCount }) => {
        const error = submitCount > 0 && !locked ? firstError(errors) : undefined;
        return error && <Alert type="error" showIcon title={intl.formatMessage({ id: error })} />;
      }}
      submit={() =>
        locked ? (
          <div className="billing-confirmed">
            <Typography.Text type="success">
              <CheckCircleFilled aria-hidden /> <FormattedMessage id="subscription.billing.confirmed" />
            </Typography.Text>
            <Button icon={<EditOutlined aria-hidden />} onClick={onModify} disabled={disabled}>
              <FormattedMessage id="subscription.billing.modify" />
            </Button>
          </div>
        ) : (
          <Button type="primary" ghost htmlType="submit">
            <FormattedMessage id="subscription.billing.confirm" />
          </Button>
        )
      }
    >
      {() => <BillingFields />}
    </SchemaForm>
  );
}
