import { Col } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import { normaliseBankCode } from '@shared/validation/italianFormats';
import { datiBancariSchema } from '@shared/validation/profile/bank';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import type { DatiBancari } from '@shared/contracts/profile';

type Values = Record<keyof DatiBancari, string>;

/**
 * An IBAN is read and copied in groups of four ("IT60 X054 2811 …"): the field shows it so while
 * it is typed; the schema sends it compact.
 */
const groupIban = (value: string) => normaliseBankCode(value).replace(/(.{4})(?=.)/g, '$1 ');

/** Tab 8: where the user is paid. */
export default function BankTab({ data, pending, failure, onSubmit }: TabProps<DatiBancari | null>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.bank.${id}` });
  const initialValues = useMemo<Values>(
    () => ({ iban: groupIban(data?.iban ?? ''), nomeBanca: data?.nomeBanca ?? '', swiftCode: data?.swiftCode ?? '' }),
    [data],
  );
  return (
    <TabForm
      initialValues={initialValues}
      schema={datiBancariSchema}
      pending={pending}
      failure={failure}
      onSubmit={onSubmit}
    >
      {() => (
        <FormSection title={t('title')} description={t('description')}>
          <Col xs={24} lg={16}>
            <TextField
              name="iban"
              label={t('iban')}
              mask={groupIban}
              placeholder={t('iban.placeholder')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              style={{ fontFamily: 'monospace', letterSpacing: 0.5 }}
            />
          </Col>
          <Col xs={24} md={14}>
            <TextField name="nomeBanca" label={t('bankName')} autoComplete="off" />
          </Col>
          <Col xs={24} md={10}>
            <TextField
              name="swiftCode"
              label={t('bic')}
              mask={normaliseBankCode}
              extra={t('bic.hint')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
          </Col>
        </FormSection>
      )}
    </TabForm>
  );
}
