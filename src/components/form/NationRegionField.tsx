import type { ReactNode } from 'react';
import { NationRegionSelect } from '../NationRegionSelect';
import { useSchemaRequired } from './formSchema';

interface NationRegionFieldProps {
  /** Formik path of the object holding `id_Nazione` and `id_Regione`, e.g. `listaNazioni.0`. */
  name: string;
  nationLabel?: ReactNode;
  regionLabel?: ReactNode;
}

/**
 * The nation/region pair of the form kit: NationRegionSelect (a nation from the lookups and, where
 * it has regions, one of them), its nation marked required as the form's schema says, so a form
 * passes only the path. Outside a SchemaForm the nation is required, as the pair's rule has it.
 */
export function NationRegionField({ name, nationLabel, regionLabel }: NationRegionFieldProps) {
  const required = useSchemaRequired(`${name}.id_Nazione`);
  return (
    <NationRegionSelect name={name} nationLabel={nationLabel} regionLabel={regionLabel} required={required ?? true} />
  );
}
