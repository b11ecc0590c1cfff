import { Select } from 'antd';
import type { ReactNode } from 'react';
import { ValueField } from './FormField';

export interface SelectOption {
  value: number | string;
  label: string;
}

type SelectValue = number | string | null;

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  placeholder?: string;
  /** Optional fields can be emptied again. */
  allowClear?: boolean;
  /** Called after the field took the new value: a cascading select resets the levels below it here. */
  onPicked?: (value: SelectValue) => void;
  /** Options chosen elsewhere in the form (another row), shown but not pickable twice. */
  takenValues?: SelectValue[];
  disabled?: boolean;
  extra?: ReactNode;
}

/** A select over a lookup list, "nothing chosen" held as null; long lists can be searched by typing. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  allowClear,
  onPicked,
  takenValues,
  disabled,
  extra,
}: SelectFieldProps) {
  const taken = new Set((takenValues ?? []).filter((value) => value != null).map(String));
  return (
    <ValueField<SelectValue> name={name} label={label} extra={extra}>
      {(field) => (
        <Select<SelectValue, SelectOption & { disabled?: boolean }>
          id={field.id}
          aria-invalid={field['aria-invalid']}
          // antd shows the placeholder only for undefined; Formik keeps "nothing chosen" as null.
          value={field.value ?? undefined}
          onChange={(value) => {
            const next = value ?? null;
            field.onChange(next);
            onPicked?.(next);
          }}
          onBlur={field.onBlur}
          options={options.map((option) => ({
            ...option,
            disabled: taken.has(String(option.value)) && String(option.value) !== String(field.value),
          }))}
          placeholder={placeholder}
          allowClear={allowClear}
          disabled={disabled}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      )}
    </ValueField>
  );
}
