import { Col } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormSection } from '../../../components/form/FormSection';
import { IntegerField } from '../../../components/form/IntegerField';
import { datiFiscaliSchema } from '@shared/validation/profile/fiscal';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import type { DatiFiscali } from '@shared/contracts/profile';

interface Values {
  imponibileFiscale: number | null;
}

/**
 * Money as the locale writes it (product.md §1.9: "." groups thousands in Italian, "," in
 * English), grouped from the thousands up as accounts are (Italian's default leaves 1500 bare).
 * The income is Italian taxable income, so it is in euros in either language.
 */
function moneyFormat(locale: string) {
  const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: 'always' });
  const parts = grouped.formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? '';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  return {
    currency,
    /** While typing, the text stays as typed; afterwards the number is shown with its groups. */
    formatter: (value: number | undefined, info: { userTyping: boolean; input: string }) =>
      info.userTyping ? info.input : value == null || Number.isNaN(Number(value)) ? '' : grouped.format(Number(value)),
    /**
     * Group separators go; the decimal separator becomes a point. Decimals are kept rather than
     * dropped, so "1500,50" is refused as not whole instead of silently becoming 150050.
     */
    parser: (text: string | undefined) =>
      (text ?? '')
        .split(group)
        .join('')
        .replace(decimal, '.')
        .replace(/[^\d.-]/g, ''),
  };
}

/** Tab 7: the taxable income, a whole number of euros. */
export default function FiscalTab({ data, pending, failure, onSubmit }: TabProps<DatiFiscali | null>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.fiscal.${id}` });
  const money = useMemo(() => moneyFormat(intl.locale), [intl.locale]);
  const initialValues = useMemo<Values>(() => ({ imponibileFiscale: data?.imponibileFiscale ?? null }), [data]);
  return (
    <TabForm
      initialValues={initialValues}
      schema={datiFiscaliSchema}
      pending={pending}
      failure={failure}
      onSubmit={onSubmit}
    >
      {() => (
        <FormSection title={t('title')} description={t('description')}>
          <Col xs={24} sm={16} md={10}>
            <IntegerField
              name="imponibileFiscale"
              label={t('income')}
              prefix={money.currency}
              formatter={money.formatter}
              parser={money.parser}
              controls={false}
              extra={t('income.hint')}
            />
          </Col>
        </FormSection>
      )}
    </TabForm>
  );
}
