import { type FormikValues, getIn, useFormikContext } from 'formik';
import { createContext, useContext } from 'react';
import { type AnyObjectSchema, type AnySchema, getIn as schemaAt } from 'yup';

/** The schema of the SchemaForm around a field: Formik's context does not carry it, whatever its types say. */
export const FormSchemaContext = createContext<AnyObjectSchema | null>(null);

/**
 * Whether the form's shared schema requires the field now, with the values as they are (the
 * spouse's code only for a married user), so a label says "optional" exactly when the rule does.
 * Undefined outside a SchemaForm: the field then says itself whether it is required.
 */
export function useSchemaRequired(name: string): boolean | undefined {
  const validationSchema = useContext(FormSchemaContext);
  const { values } = useFormikContext<FormikValues>();
  if (!validationSchema) return undefined;
  try {
    const { schema, parent } = schemaAt(validationSchema, name, values);
    return !(schema as AnySchema).describe({ value: getIn(values, name), parent, context: values }).optional;
  } catch {
    // A path the schema does not know (a form-only field) is not one of its rules.
    return false;
  }
}
