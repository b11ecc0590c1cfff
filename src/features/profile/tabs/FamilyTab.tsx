import { Col } from 'antd';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ListError } from '../../../components/form/FormField';
import { FormSection } from '../../../components/form/FormSection';
import { SelectField } from '../../../components/form/SelectField';
import { TextField, numberAsText } from '../../../components/form/TextField';
import { readWholeNumber } from '@shared/validation/fields';
import { normaliseFiscalCode } from '@shared/validation/italianFormats';
import { MARRIED_STATUS_ID, MAX_DEPENDENT_CHILDREN, datiFamiliariSchema } from '@shared/validation/profile/family';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import type { DatiFamiliari } from '@shared/contracts/profile';

export interface FiglioACarico {
  id_FiglioACarico: number | null;
  codiceFiscaleFiglio: string;
}

interface Values {
  statoCivile: number | null;
  codiceFiscaleConiuge: string;
  /** The two numbers as typed, read by the schema ("2,5" is refused, not 25). */
  numeroFigliACarico: string;
  percentualeFigliACarico: string;
  listaFigliACarico: FiglioACarico[];
}

const noChild = (): FiglioACarico => ({ id_FiglioACarico: null, codiceFiscaleFiglio: '' });

/**
 * One fiscal code field per dependent child: the list follows the number, keeping the codes
 * already written for the children that stay. Past the schema's maximum no more fields are made;
 * the number's own message says why.
 */
function resizeChildren(children: FiglioACarico[], count: number): FiglioACarico[] {
  const wanted = Math.min(Math.max(count, 0), MAX_DEPENDENT_CHILDREN);
  return Array.from({ length: wanted }, (_, index) => children[index] ?? noChild());
}

/** Tab 5: marital status with the spouse's fiscal code, and the dependent children (product.md §1.2, §1.5). */
export default function FamilyTab({ data, pending, failure, onSubmit }: TabProps<DatiFamiliari | null>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `profile.family.${id}` }, values);
  const initialValues = useMemo<Values>(() => {
    const count = data?.numeroFigliACarico ?? 0;
    return {
      statoCivile: data?.statoCivile ?? null,
      codiceFiscaleConiuge: data?.codiceFiscaleConiuge ?? '',
      numeroFigliACarico: String(count),
      percentualeFigliACarico: numberAsText(data?.percentualeFigliACarico),
      listaFigliACarico: resizeChildren(data?.listaFigliACarico ?? [], count),
    };
  }, [data]);
  /**
   * The codes of the children a smaller number left out, kept while the tab is open: typing 10
   * over 3 passes through 1, and the second and third codes come back with the 0.
   */
  const setAside = useRef<FiglioACarico[]>([]);
  const followCount = (children: FiglioACarico[], typed: string) => {
    // An emptied or unreadable number is being retyped: the fields stay until there is a number again.
    const count = readWholeNumber(typed);
    if (count === undefined || !Number.isInteger(count)) return children;
    const all = [...children, ...setAside.current];
    const kept = resizeChildren(all, count);
    setAside.current = all.slice(kept.length);
    return kept;
  };
  const statuses = useMemo(
    () => (data?.listaStatiCivili ?? []).map((status) => ({ value: status.chiave, label: status.valore })),
    [data],
  );

  return (
    <TabForm
      initialValues={initialValues}
      schema={datiFamiliariSchema}
      pending={pending}
      failure={failure}
      onSubmit={onSubmit}
    >
      {({ values, setFieldValue }) => (
        <>
          <FormSection title={t('maritalStatus.title')}>
            <Col xs={24} md={12}>
              <SelectField
                name="statoCivile"
                label={t('maritalStatus')}
                options={statuses}
                placeholder={t('maritalStatus.placeholder')}
              />
            </Col>
            {Number(values.statoCivile) === MARRIED_STATUS_ID && (
              <Col xs={24} md={12}>
                <TextField
                  name="codiceFiscaleConiuge"
                  label={t('spouseFiscalCode')}
                  mask={normaliseFiscalCode}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                />
              </Col>
            )}
          </FormSection>
          <FormSection title={t('children.title')} description={t('children.description')}>
            <Col xs={24} sm={12} md={8}>
              <TextField
                name="numeroFigliACarico"
                label={t('childrenCount')}
                inputMode="numeric"
                autoComplete="off"
                onTyped={(typed) =>
                  void setFieldValue('listaFigliACarico', followCount(values.listaFigliACarico, typed), false)
                }
              />
            </Col>
            {(readWholeNumber(values.numeroFigliACarico) ?? 0) > 0 && (
              <Col xs={24} sm={12} md={8}>
                <TextField
                  name="percentualeFigliACarico"
                  label={t('childrenPercentage')}
                  suffix="%"
                  inputMode="numeric"
                  autoComplete="off"
                />
              </Col>
            )}
            {values.listaFigliACarico.map((_, index) => (
              // The position is the child's identity here: codes stay with their row as the count changes.
              <Col key={index} xs={24} md={12}>
                <TextField
                  name={`listaFigliACarico.${index}.codiceFiscaleFiglio`}
                  label={t('childFiscalCode', { number: index + 1 })}
                  mask={normaliseFiscalCode}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                />
              </Col>
            ))}
            <Col xs={24}>
              <ListError name="listaFigliACarico" />
            </Col>
          </FormSection>
        </>
      )}
    </TabForm>
  );
}
