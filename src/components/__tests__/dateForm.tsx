import { screen } from '@testing-library/react';
import * as yup from 'yup';
import { dateField } from '@shared/validation/fields';
import { DateField } from '../form/DateField';
import { SchemaForm } from '../form/SchemaForm';

/** A form of one DateField, for the DateField tests (DateField.test.tsx, DateField.standIn.test.tsx). */
export function DateForm({ onSubmit = jest.fn() }: { onSubmit?: (values: unknown) => void }) {
  return (
    <SchemaForm
      initialValues={{ giorno: '2026-12-05' }}
      schema={yup.object({ giorno: dateField() })}
      pending={false}
      failure={null}
      onSubmit={onSubmit}
      submitLabel="OK"
    >
      {() => <DateField name="giorno" label="Day" />}
    </SchemaForm>
  );
}

export const dayField = () => screen.getByLabelText((content) => content.startsWith('Day'));
