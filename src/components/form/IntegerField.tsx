import { InputNumber, type InputNumberProps } from 'antd';
import type { ReactNode } from 'react';
import { ValueField } from './FormField';

interface IntegerFieldProps extends Pick<
  InputNumberProps<number>,
  'formatter' | 'prefix' | 'suffix' | 'placeholder' | 'controls'
> {
  name: string;
  label: ReactNode;
  /**
   * The typed text as a plain decimal ('' when empty). The input reads the parser's answer as a
   * decimal string, as its own default parser does; its typings say number, which would turn an
   * emptied field into 0 instead of no value.
   */
  parser?: (text: string | undefined) => string;
  /** Besides setting the value: the family tab grows the list of children's codes with the count. */
  onPicked?: (value: number | null) => void;
  extra?: ReactNode;
}

/**
 * A whole number. No min or max on the input: antd would silently clamp what was typed, while the
 * shared schema says what the range is, at the field, in the user's language.
 */
export function IntegerField({ name, label, onPicked, extra, parser, ...numberProps }: IntegerFieldProps) {
  return (
    <ValueField<number | null> name={name} label={label} extra={extra}>
      {(field) => (
        <InputNumber<number>
          {...numberProps}
          parser={parser as InputNumberProps<number>['parser']}
          id={field.id}
          aria-invalid={field['aria-invalid']}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onPicked?.(value);
          }}
          onBlur={field.onBlur}
          inputMode="numeric"
          style={{ width: '100%' }}
        />
      )}
    </ValueField>
  );
}
