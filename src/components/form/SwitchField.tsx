import { Switch } from 'antd';
import type { ReactNode } from 'react';
import { ValueField } from './FormField';

interface SwitchFieldProps {
  name: string;
  label: ReactNode;
  /** The words on the switch itself (Sì / No). */
  onText: ReactNode;
  offText: ReactNode;
  /** A switch always has an answer, so by default it is never marked "optional". */
  required?: boolean;
}

/** A yes/no question as an antd switch bound to a boolean Formik field. */
export function SwitchField({ name, label, onText, offText, required = true }: SwitchFieldProps) {
  return (
    <ValueField<boolean> name={name} label={label} required={required}>
      {(field) => (
        <Switch
          id={field.id}
          checked={field.value}
          onChange={(checked) => field.onChange(checked)}
          checkedChildren={onText}
          unCheckedChildren={offText}
        />
      )}
    </ValueField>
  );
}
