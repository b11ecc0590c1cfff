import { Input, type InputProps } from 'antd';
import type { ReactNode } from 'react';
import { FormField } from './FormField';

const isSignificant = (character: string) => /[\p{L}\p{N}]/u.test(character);

/** Where the caret goes in the masked text: after as many letters and digits as were before it. */
function caretAfter(text: string, significantCount: number): number {
  if (significantCount === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isSignificant(text[index]) && ++seen === significantCount) return index + 1;
  }
  return text.length;
}

/**
 * Masks the input in place, before Formik reads it, so Formik stores the masked text and React
 * finds the DOM already showing it. Spaces the mask adds or removes (an IBAN's groups) would send
 * the caret to the end, so it is put back after the same letters and digits.
 */
function applyMask(input: HTMLInputElement, mask: (value: string) => string) {
  const raw = input.value;
  const masked = mask(raw);
  if (masked === raw) return;
  const caret = input.selectionStart ?? raw.length;
  const significantBefore = [...raw.slice(0, caret)].filter(isSignificant).length;
  input.value = masked;
  const position = caretAfter(masked, significantBefore);
  input.setSelectionRange(position, position);
}

interface TextFieldProps extends Omit<InputProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: ReactNode;
  /** Applied to every change, as the user types or pastes: upper-casing, cutting, grouping. */
  mask?: (value: string) => string;
  extra?: ReactNode;
  /** Overrides what the form's schema says (a rule its description cannot tell). */
  required?: boolean;
  /** Besides setting the value, the text as typed (masked): the family tab grows its list of children's codes with the count. */
  onTyped?: (text: string) => void;
}

/** A one-line text bound to a Formik field; the other props go to antd's Input (autoComplete, aria-label...). */
export function TextField({ name, label, mask, extra, required, onTyped, ...inputProps }: TextFieldProps) {
  return (
    <FormField name={name} label={label} extra={extra} required={required}>
      {(field) => (
        <Input
          {...inputProps}
          {...field}
          onChange={(event) => {
            if (mask) applyMask(event.target, mask);
            field.onChange(event);
            onTyped?.(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}

/** A stored number as a number field's text starts: its digits, or empty for none. */
export const numberAsText = (value: number | null | undefined) => (value == null ? '' : String(value));
