import { Col } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import { useAppSelector } from '../../../store/hooks';
import { selectLanguage } from '../../../store/language';
import { formatWholeNumber } from '@shared/validation/money';
import { datiFiscaliFormSchema } from '@shared/validation/profile/fiscal';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import type { DatiFiscali } from '@shared/contracts/profile';

interface Values {
  /** As typed: "35.000" is thirty-five thousand in Italian, "35,000" in English (readMoney). */
  imponibileFiscale: string;
}

/**
 * Tab 7: the taxable income, in whole euros in either language, since it is Italian taxable
 * income. A text read by the shared rule, not a number input, whose parsing read "35.000" as 35.
 */
export default function FiscalTab({ data, pending, failure, onSubmit }: TabProps<DatiFiscali | null>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.fiscal.${id}` });
  const language = useAppSelector(selectLanguage);
  const schema = useMemo(() => datiFiscaliFormSchema(language), [language]);
  const initialValues = useMemo<Values>(
    () => ({
      imponibileFiscale: data?.imponibileFiscale == null ? '' : formatWholeNumber(language, data.imponibileFiscale),
    }),
    [data, language],
  );
  return (
    <TabForm initialValues={initialValues} schema={schema} pending={pending} failure={failure} onSubmit={onSubmit}>
      {() => (
        <FormSection title={t('title')} description={t('description')}>
          <Col xs={24} sm={16} md={10}>
            <TextField
              name="imponibileFiscale"
              label={t('income')}
              prefix="€"
              inputMode="decimal"
              autoComplete="off"
              extra={t('income.hint')}
            />
          </Col>
        </FormSection>
      )}
    </TabForm>
  );
}
