import { Col, Row } from 'antd';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import type { ApiFailure } from '../../api/client';
import { DateField } from '../../components/form/DateField';
import { SchemaForm } from '../../components/form/SchemaForm';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { selectLanguageLevels, selectSpokenLanguages } from '../../store/domain/domainSlice';
import { useAppSelector } from '../../store/hooks';
import type { Nation, Scope } from '@shared/contracts/domain';
import { isFromToday, todayInRome } from '@shared/validation/dates';
import { ITALY_NATION_ID } from '@shared/validation/fields';
import { isEndNotBeforeStart } from '@shared/validation/jobs';
import {
  MAX_SEARCH_PAGE_SIZE,
  type SearchCriteria,
  isSearchDateAllowedInForm,
  isWithinSearchRange,
  searchFormSchema,
} from '@shared/validation/search';

/** What the form holds: the criteria's fields, "not chosen" as null. */
export interface SearchValues {
  nome: string;
  cognome: string;
  id_Nazione: number | null;
  id_Regione: number | null;
  dataInizio: string | null;
  dataFine: string | null;
  id_Ambito: number | null;
  id_Dipartimento: number | null;
  id_Ruolo: number | null;
  id_LinguaProfilo: number | null;
  livelloMinimo: number | null;
}

/** Italy by default (product.md §2.5). */
export const emptySearch: SearchValues = {
  nome: '',
  cognome: '',
  id_Nazione: ITALY_NATION_ID,
  id_Regione: null,
  dataInizio: null,
  dataFine: null,
  id_Ambito: null,
  id_Dipartimento: null,
  id_Ruolo: null,
  id_LinguaProfilo: null,
  livelloMinimo: null,
};

function NationFields({ nations }: { nations: Nation[] }) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<SearchValues>();
  const regions = nations.find((nation) => nation.id_Nazione === values.id_Nazione)?.regioni ?? [];
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <SelectField
          name="id_Nazione"
          label={intl.formatMessage({ id: 'search.form.nation' })}
          options={nations.map((nation) => ({ value: nation.id_Nazione, label: nation.nome_Nazione }))}
          placeholder={intl.formatMessage({ id: 'search.form.nation.any' })}
          allowClear
          onPicked={() => void setFieldValue('id_Regione', null)}
        />
      </Col>
      {regions.length > 0 && (
        <Col xs={24} sm={12}>
          <SelectField
            name="id_Regione"
            label={intl.formatMessage({ id: 'search.form.region' })}
            options={regions.map((region) => ({ value: region.id_Regione, label: region.nome_Regione }))}
            placeholder={intl.formatMessage({ id: 'search.form.region.any' })}
            allowClear
          />
        </Col>
      )}
    </Row>
  );
}

/** Scope, then department, then role: each list holds the children of the one above; picking clears those below. */
function RoleFields({ scopes }: { scopes: Scope[] }) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<SearchValues>();
  const scope = scopes.find((entry) => entry.id_Ambito === values.id_Ambito);
  const department = scope?.listaDipartimenti.find((entry) => entry.id_Dipartimento === values.id_Dipartimento);
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <SelectField
          name="id_Ambito"
          label={intl.formatMessage({ id: 'search.form.scope' })}
          options={scopes.map((entry) => ({ value: entry.id_Ambito, label: entry.testo }))}
          placeholder={intl.formatMessage({ id: 'search.form.any' })}
          allowClear
          onPicked={() => {
            void setFieldValue('id_Dipartimento', null);
            void setFieldValue('id_Ruolo', null);
          }}
        />
      </Col>
      <Col xs={24} md={8}>
        <SelectField
          name="id_Dipartimento"
          label={intl.formatMessage({ id: 'search.form.department' })}
          options={(scope?.listaDipartimenti ?? []).map((entry) => ({
            value: entry.id_Dipartimento,
            label: entry.testo,
          }))}
          placeholder={intl.formatMessage({ id: scope ? 'search.form.any' : 'search.form.department.pickScope' })}
          disabled={!scope}
          allowClear
          onPicked={() => void setFieldValue('id_Ruolo', null)}
        />
      </Col>
      <Col xs={24} md={8}>
        <SelectField
          name="id_Ruolo"
          label={intl.formatMessage({ id: 'search.form.role' })}
          options={(department?.listaRuoli ?? []).map((entry) => ({ value: entry.id_Ruolo, label: entry.testo }))}
          placeholder={intl.formatMessage({ id: department ? 'search.form.any' : 'search.form.role.pickDepartment' })}
          disabled={!department}
          allowClear
        />
      </Col>
    </Row>
  );
}

/**
 * A spoken language, then the lowest level wanted (product.md §2.2): the level waits for a language,
 * and clearing the language clears it. The lists are the lookups the page loaded, levels A2 to C2.
 */
function LanguageFields() {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<SearchValues>();
  const languages = useAppSelector(selectSpokenLanguages);
  const levels = useAppSelector(selectLanguageLevels);
  const chosen = values.id_LinguaProfilo != null;
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <SelectField
          name="id_LinguaProfilo"
          label={intl.formatMessage({ id: 'search.form.language' })}
          options={languages.map((entry) => ({ value: entry.id_LinguaProfilo, label: entry.lingua }))}
          placeholder={intl.formatMessage({ id: 'search.form.language.any' })}
          allowClear
          onPicked={(value) => {
            if (value == null) void setFieldValue('livelloMinimo', null);
          }}
        />
      </Col>
      <Col xs={24} sm={12}>
        <SelectField
          name="livelloMinimo"
          label={intl.formatMessage({ id: 'search.form.level' })}
          options={levels.map((entry) => ({ value: entry.chiave, label: entry.valore }))}
          placeholder={intl.formatMessage({ id: chosen ? 'search.form.level.any' : 'search.form.level.pickLanguage' })}
          disabled={!chosen}
          allowClear
        />
      </Col>
    </Row>
  );
}

/** The dates: neither may be today nor in the past (the red dateDay note if typed), the end not before the start. */
function DateFields() {
  const intl = useIntl();
  const { values } = useFormikContext<SearchValues>();
  const today = todayInRome();
  // The form schema's own day tests: not past, not today, and for the end not before the start nor past the longest range.
  const refusedDay = (day: string) => !isFromToday(day, today) || !isSearchDateAllowedInForm(day, today);
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <DateField
          name="dataInizio"
          label={intl.formatMessage({ id: 'search.form.dataInizio' })}
          disabledDate={refusedDay}
        />
      </Col>
      <Col xs={24} sm={12}>
        <DateField
          name="dataFine"
          label={intl.formatMessage({ id: 'search.form.dataFine' })}
          disabledDate={(day) =>
            refusedDay(day) ||
            !isEndNotBeforeStart(values.dataInizio, day) ||
            !isWithinSearchRange(values.dataInizio, day)
          }
        />
      </Col>
    </Row>
  );
}

interface SearchFormProps {
  nations: Nation[];
  scopes: Scope[];
  pending: boolean;
  failure: ApiFailure | null;
  onSearch(criteria: SearchCriteria): void;
}

/** /search's form (product.md §2.2, §2.5): Search stays disabled unless both dates are set and neither is today. */
export function SearchForm({ nations, scopes, pending, failure, onSearch }: SearchFormProps) {
  const intl = useIntl();
  const today = todayInRome();
  return (
    <SchemaForm<SearchValues>
      initialValues={emptySearch}
      schema={searchFormSchema()}
      pending={pending}
      failure={failure}
      submitLabel={intl.formatMessage({ id: 'search.form.submit' })}
      submitDisabled={(values) =>
        !isSearchDateAllowedInForm(values.dataInizio, today) || !isSearchDateAllowedInForm(values.dataFine, today)
      }
      onSubmit={(values) =>
        onSearch({ ...(values as SearchCriteria), paginaCorrente: 0, elementiPerPagina: MAX_SEARCH_PAGE_SIZE })
      }
    >
      {() => (
        <>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <TextField name="nome" label={intl.formatMessage({ id: 'search.form.nome' })} />
            </Col>
            <Col xs={24} sm={12}>
              <TextField name="cognome" label={intl.formatMessage({ id: 'search.form.cognome' })} />
            </Col>
          </Row>
          <NationFields nations={nations} />
          <DateFields />
          <RoleFields scopes={scopes} />
          <LanguageFields />
        </>
      )}
    </SchemaForm>
  );
}
