import { Col } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DateField } from '../../../components/form/DateField';
import { FormSection } from '../../../components/form/FormSection';
import { SelectField } from '../../../components/form/SelectField';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextField } from '../../../components/form/TextField';
import { isFromToday, todayInRome } from '@shared/validation/dates';
import { datiCittadinanzaSchema } from '@shared/validation/profile/citizenship';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import type { DatiCittadinanza } from '@shared/contracts/profile';

interface Values {
  cittadinanzaItaliana: boolean;
  id_MotivoRilascioPermessoSoggiorno: number | null;
  codicePermessoSoggiorno: string;
  identificativoPermessoSoggiorno: string;
  cittàRilascioPermessoSoggiorno: string;
  dataScadenzaPermessoSoggiorno: string | null;
}

/** Tab 3: Italian citizenship, or the residence permit of someone who is not Italian. */
export default function CitizenshipTab({ data, pending, failure, onSubmit }: TabProps<DatiCittadinanza | null>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.citizenship.${id}` });
  // Built once per tab: the rule's "today" is read when the form validates, not when it was opened.
  const schema = useMemo(() => datiCittadinanzaSchema(), []);
  const initialValues = useMemo<Values>(
    () => ({
      // Most of the crew this product serves are Italian: a first visit starts from that answer.
      cittadinanzaItaliana: data?.cittadinanzaItaliana ?? true,
      id_MotivoRilascioPermessoSoggiorno: data?.id_MotivoRilascioPermessoSoggiorno ?? null,
      codicePermessoSoggiorno: data?.codicePermessoSoggiorno ?? '',
      identificativoPermessoSoggiorno: data?.identificativoPermessoSoggiorno ?? '',
      cittàRilascioPermessoSoggiorno: data?.cittàRilascioPermessoSoggiorno ?? '',
      dataScadenzaPermessoSoggiorno: data?.dataScadenzaPermessoSoggiorno ?? null,
    }),
    [data],
  );
  const reasons = useMemo(
    () =>
      (data?.listaMotiviRichiestaPermessoSoggiorno ?? []).map((reason) => ({
        value: reason.id_MotivoRilascioPermessoSoggiorno,
        label: reason.motivazione,
      })),
    [data],
  );

  return (
    <TabForm initialValues={initialValues} schema={schema} pending={pending} failure={failure} onSubmit={onSubmit}>
      {({ values }) => (
        <>
          <FormSection title={t('title')}>
            <Col xs={24}>
              <SwitchField name="cittadinanzaItaliana" label={t('italian')} onText={t('yes')} offText={t('no')} />
            </Col>
          </FormSection>
          {/* An Italian citizen has no permit: the schema drops these fields, so they are not even shown. */}
          {!values.cittadinanzaItaliana && (
            <FormSection title={t('permit.title')} description={t('permit.description')}>
              <Col xs={24}>
                <SelectField
                  name="id_MotivoRilascioPermessoSoggiorno"
                  label={t('permit.reason')}
                  options={reasons}
                  placeholder={t('permit.reasonPlaceholder')}
                  allowClear
                />
              </Col>
              <Col xs={24} md={12}>
                <TextField name="codicePermessoSoggiorno" label={t('permit.code')} autoComplete="off" />
              </Col>
              <Col xs={24} md={12}>
                <TextField name="identificativoPermessoSoggiorno" label={t('permit.identifier')} autoComplete="off" />
              </Col>
              <Col xs={24} md={12}>
                <TextField name="cittàRilascioPermessoSoggiorno" label={t('permit.city')} autoComplete="off" />
              </Col>
              <Col xs={24} md={12}>
                <DateField
                  name="dataScadenzaPermessoSoggiorno"
                  label={t('permit.expiry')}
                  disabledDate={(day) => !isFromToday(day, todayInRome())}
                />
              </Col>
            </FormSection>
          )}
        </>
      )}
    </TabForm>
  );
}
