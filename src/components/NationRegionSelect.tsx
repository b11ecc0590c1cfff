import { Col, Row, Select } from 'antd';
import { getIn, useFormikContext } from 'formik';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { domainLookupsNeeded, selectDomainStatus, selectNationById, selectNations } from '../store/domain/domainSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ValueField } from './form/FormField';

interface NationRegionSelectProps {
  /**
   * Formik path of the object holding `id_Nazione` and `id_Regione` (the wire's names), e.g.
   * `listaNazioni.0`: the working areas of the profile and, later, the nations of a job.
   */
  name: string;
  /** Overrides the labels when a form shows several of these (e.g. "Zona 2"). */
  nationLabel?: ReactNode;
  regionLabel?: ReactNode;
  /** Whether a nation must be chosen (a working area's must); a region is required wherever the nation has them. */
  required?: boolean;
}

/** antd's search matches an option's label without regard to case or accents ("Sicilia" for "sic"). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const matchesLabel = (input: string, option?: { label?: ReactNode }) =>
  fold(String(option?.label ?? '')).includes(fold(input));

/**
 * A nation from the domain lookups and, where that nation has regions, one of them: Italy's region
 * is required (product.md §3.4), and the messages are the shared schema's. Choosing another nation clears
 * the region, which belonged to the previous one. It asks for the lookups and reads them itself, through
 * the store-level selectors, so every form that shows it needs only the Formik path.
 */
export function NationRegionSelect({ name, nationLabel, regionLabel, required = true }: NationRegionSelectProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { values, setFieldValue } = useFormikContext();
  useEffect(() => {
    dispatch(domainLookupsNeeded());
  }, [dispatch]);

  const nations = useAppSelector(selectNations);
  const nationId = getIn(values, `${name}.id_Nazione`) as number | null | undefined;
  const nation = useAppSelector((state) => (nationId == null ? undefined : selectNationById(state, nationId)));
  const regions = nation?.regioni ?? [];
  const loading = useAppSelector(selectDomainStatus) === 'pending' && nations.length === 0;

  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <ValueField<number | null>
          name={`${name}.id_Nazione`}
          label={nationLabel ?? intl.formatMessage({ id: 'components.nationRegion.nation' })}
          required={required}
        >
          {(field) => (
            <Select
              {...field}
              onChange={(value: number) => {
                field.onChange(value);
                if (value !== nationId) void setFieldValue(`${name}.id_Regione`, null);
              }}
              value={field.value ?? undefined}
              loading={loading}
              placeholder={intl.formatMessage({ id: 'components.nationRegion.nationPlaceholder' })}
              options={nations.map((nation) => ({ value: nation.id_Nazione, label: nation.nome_Nazione }))}
              showSearch={{ filterOption: matchesLabel }}
              popupMatchSelectWidth={false}
              style={{ width: '100%' }}
            />
          )}
        </ValueField>
      </Col>
      {regions.length > 0 && (
        <Col xs={24} sm={12}>
          <ValueField<number | null>
            name={`${name}.id_Regione`}
            label={regionLabel ?? intl.formatMessage({ id: 'components.nationRegion.region' })}
            // The server refuses a nation with regions without one of them (Italy is the one today).
            required
          >
            {(field) => (
              <Select
                {...field}
                value={field.value ?? undefined}
                placeholder={intl.formatMessage({ id: 'components.nationRegion.regionPlaceholder' })}
                options={regions.map((region) => ({ value: region.id_Regione, label: region.nome_Regione }))}
                showSearch={{ filterOption: matchesLabel }}
                popupMatchSelectWidth={false}
                style={{ width: '100%' }}
              />
            )}
          </ValueField>
        </Col>
      )}
    </Row>
  );
}
