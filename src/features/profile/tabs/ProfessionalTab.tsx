import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Col, Input, Row, Spin } from 'antd';
import { FieldArray, useFormikContext } from 'formik';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ApiAlert } from '../../../components/ApiAlert';
import { FormField, ListError } from '../../../components/form/FormField';
import { FormSection } from '../../../components/form/FormSection';
import { SelectField, type SelectOption } from '../../../components/form/SelectField';
import { Panel } from '../../../components/Panel';
import { domainLookupsNeeded, selectDomain } from '../../../store/domain/domainSlice';
import type { DomainLookups } from '../../../store/domain/domainTypes';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { MAX_LANGUAGES, MAX_ROLES, datiProfessionaliSchema } from '@shared/validation/profile/professional';
import { TabForm } from './TabForm';
import type { TabProps } from './tabProps';
import type { DatiProfessionali } from '@shared/contracts/profile';

export interface RuoloProfilo {
  id_RuoloProfilo: number | null;
  id_Ambito: number | null;
  id_Dipartimento: number | null;
  id_Ruolo: number | null;
}

export interface LinguaProfilo {
  id_LinguaProfilo: number | null;
  livello: number | null;
}

interface Values {
  listaRuoli: RuoloProfilo[];
  esperienze: string;
  listaLingue: LinguaProfilo[];
}

const emptyRole = (): RuoloProfilo => ({
  id_RuoloProfilo: null,
  id_Ambito: null,
  id_Dipartimento: null,
  id_Ruolo: null,
});
const emptyLanguage = (): LinguaProfilo => ({ id_LinguaProfilo: null, livello: null });

/** At least one role and one language are required, so a first visit starts with an empty row of each. */
const rowsOrOne = <T,>(rows: T[] | null | undefined, empty: () => T): T[] =>
  rows && rows.length > 0 ? rows : [empty()];

function useLabels() {
  const intl = useIntl();
  return (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `profile.professional.${id}` }, values);
}

interface ListRowProps {
  title: string;
  removeLabel: string;
  /** Absent for the only row: one role and one language are required. */
  onRemove?: () => void;
  children: ReactNode;
}

/** One role or one language: a small card with its fields and a button to take it out. */
function ListRow({ title, removeLabel, onRemove, children }: ListRowProps) {
  return (
    <Panel
      size="small"
      role="group"
      aria-label={title}
      title={title}
      extra={
        onRemove && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={removeLabel}
            title={removeLabel}
            onClick={onRemove}
          />
        )
      }
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 0]}>{children}</Row>
    </Panel>
  );
}

function AddRowButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    // The icon is decoration: hidden, so the button is read as its text alone, not "plus …".
    <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={onAdd} style={{ marginBottom: 16 }}>
      {label}
    </Button>
  );
}

const valuesOf = <T,>(rows: T[], pick: (row: T) => number | null) => rows.map(pick);

/**
 * Scope, then department, then role: each list holds the children of the level above, and picking
 * a level empties the ones below it, which may not belong to the new choice.
 */
function RoleRows({ scopes }: { scopes: DomainLookups['scopes'] }) {
  const t = useLabels();
  const { values, setFieldValue } = useFormikContext<Values>();
  const roles = values.listaRuoli;
  const scopeOptions: SelectOption[] = scopes.map((scope) => ({ value: scope.id_Ambito, label: scope.testo }));
  return (
    <FieldArray name="listaRuoli">
      {({ push, remove }) => (
        <>
          {roles.map((role, index) => {
            const field = (name: keyof RuoloProfilo) => `listaRuoli.${index}.${name}`;
            const scope = scopes.find((s) => s.id_Ambito === role.id_Ambito);
            const department = scope?.listaDipartimenti.find((d) => d.id_Dipartimento === role.id_Dipartimento);
            const reset = (...names: (keyof RuoloProfilo)[]) =>
              names.forEach((name) => void setFieldValue(field(name), null));
            return (
              // Rows are told apart by position only: a new row has no id until it is saved.
              <ListRow
                key={index}
                title={t('role.title', { number: index + 1 })}
                removeLabel={t('role.remove', { number: index + 1 })}
                onRemove={roles.length > 1 ? () => remove(index) : undefined}
              >
                <Col xs={24} md={8}>
                  <SelectField
                    name={field('id_Ambito')}
                    label={t('scope')}
                    options={scopeOptions}
                    placeholder={t('scope.placeholder')}
                    onPicked={() => reset('id_Dipartimento', 'id_Ruolo')}
                  />
                </Col>
                <Col xs={24} md={8}>
                  <SelectField
                    name={field('id_Dipartimento')}
                    label={t('department')}
                    options={(scope?.listaDipartimenti ?? []).map((d) => ({
                      value: d.id_Dipartimento,
                      label: d.testo,
                    }))}
                    placeholder={t(scope ? 'department.placeholder' : 'department.pickScope')}
                    disabled={!scope}
                    onPicked={() => reset('id_Ruolo')}
                  />
                </Col>
                <Col xs={24} md={8}>
                  <SelectField
                    name={field('id_Ruolo')}
                    label={t('role')}
                    options={(department?.listaRuoli ?? []).map((r) => ({ value: r.id_Ruolo, label: r.testo }))}
                    placeholder={t(department ? 'role.placeholder' : 'role.pickDepartment')}
                    disabled={!department}
                    takenValues={valuesOf(roles, (r) => r.id_Ruolo)}
                  />
                </Col>
              </ListRow>
            );
          })}
          <ListError name="listaRuoli" />
          {roles.length < MAX_ROLES && <AddRowButton label={t('role.add')} onAdd={() => push(emptyRole())} />}
        </>
      )}
    </FieldArray>
  );
}

function LanguageRows({ lookups }: { lookups: DomainLookups }) {
  const t = useLabels();
  const { values } = useFormikContext<Values>();
  const languages = values.listaLingue;
  const languageOptions = lookups.languages.map((language) => ({
    value: language.id_LinguaProfilo,
    label: language.lingua,
  }));
  const levelOptions = lookups.levels.map((level) => ({ value: level.chiave, label: level.valore }));
  return (
    <FieldArray name="listaLingue">
      {({ push, remove }) => (
        <>
          {languages.map((_, index) => (
            <ListRow
              // Rows are told apart by position only, as the roles are.
              key={index}
              title={t('language.title', { number: index + 1 })}
              removeLabel={t('language.remove', { number: index + 1 })}
              onRemove={languages.length > 1 ? () => remove(index) : undefined}
            >
              <Col xs={24} md={12}>
                <SelectField
                  name={`listaLingue.${index}.id_LinguaProfilo`}
                  label={t('language')}
                  options={languageOptions}
                  placeholder={t('language.placeholder')}
                  takenValues={valuesOf(languages, (l) => l.id_LinguaProfilo)}
                />
              </Col>
              <Col xs={24} md={12}>
                <SelectField
                  name={`listaLingue.${index}.livello`}
                  label={t('level')}
                  options={levelOptions}
                  placeholder={t('level.placeholder')}
                />
              </Col>
            </ListRow>
          ))}
          <ListError name="listaLingue" />
          {languages.length < MAX_LANGUAGES && (
            <AddRowButton label={t('language.add')} onAdd={() => push(emptyLanguage())} />
          )}
        </>
      )}
    </FieldArray>
  );
}

/** Tab 6: up to three roles, the experience, up to three spoken languages (product.md §1.2, §1.5). */
export default function ProfessionalTab({ data, pending, failure, onSubmit }: TabProps<DatiProfessionali | null>) {
  const t = useLabels();
  const dispatch = useAppDispatch();
  const domain = useAppSelector(selectDomain);
  useEffect(() => {
    dispatch(domainLookupsNeeded());
  }, [dispatch]);
  const initialValues = useMemo<Values>(
    () => ({
      listaRuoli: rowsOrOne(data?.listaRuoli, emptyRole),
      esperienze: data?.esperienze ?? '',
      listaLingue: rowsOrOne(data?.listaLingue, emptyLanguage),
    }),
    [data],
  );

  const { lookups } = domain;
  if (!lookups)
    return domain.status === 'failed' ? <ApiAlert failure={domain.failure} /> : <Spin className="page-spinner" />;
  return (
    <TabForm
      initialValues={initialValues}
      schema={datiProfessionaliSchema}
      pending={pending}
      failure={failure}
      onSubmit={onSubmit}
    >
      {() => (
        <>
          <FormSection title={t('roles.title')} description={t('roles.description', { max: MAX_ROLES })}>
            <Col xs={24}>
              <RoleRows scopes={lookups.scopes} />
            </Col>
          </FormSection>
          <FormSection title={t('experience.title')}>
            <Col xs={24}>
              <FormField name="esperienze" label={t('experience')} extra={t('experience.hint')}>
                {(field) => <Input.TextArea {...field} autoSize={{ minRows: 4, maxRows: 14 }} />}
              </FormField>
            </Col>
          </FormSection>
          <FormSection title={t('languages.title')} description={t('languages.description', { max: MAX_LANGUAGES })}>
            <Col xs={24}>
              <LanguageRows lookups={lookups} />
            </Col>
          </FormSection>
        </>
      )}
    </TabForm>
  );
}
