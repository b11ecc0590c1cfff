import { Form as AntForm, Space } from 'antd';
import {
  Formik,
  type FormikProps,
  type FormikValues,
  useFormikContext,
  validateYupSchema,
  yupToFormErrors,
} from 'formik';
import { type ReactNode, type Ref, useEffect } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { ApiFailure } from '../../api/client';
import { ApiAlert } from '../ApiAlert';
import { FormSchemaContext } from './formSchema';
import { SubmitButton } from './SubmitButton';

export interface SchemaFormOwnProps<Values extends FormikValues> {
  initialValues: Values;
  /** The form's schema from shared/validation: the same one the server checks its request with. */
  schema: AnyObjectSchema;
  /** True from the request until its answer: the whole form is disabled meanwhile. */
  pending: boolean;
  /** Shown but not editable (a record already sent): every field and the button disabled. */
  readOnly?: boolean;
  /** The server's refusal, shown above the button. */
  failure: ApiFailure | null;
  /** The banner once the call went well, in the failure's place (ApiAlert's success). */
  success?: string | null;
  /** Beside the success banner: the way on (a link to sign in). */
  successAction?: ReactNode;
  /** How a business refusal shows (ApiAlert's refusedAs): as information on the session forms. */
  refusedAs?: 'info' | 'error';
  /** Called once per valid submit with the schema's cast of the values. */
  onSubmit(values: unknown): void;
  /** A rule that keeps the button disabled while the values break it (the search's dates). */
  submitDisabled?: (values: Values) => boolean;
  /** The button across the form's width, as on the narrow cards of FormPage. */
  submitBlock?: boolean;
  /** Start again from new initial values when they change (a reread after a save). */
  enableReinitialize?: boolean;
  /**
   * antd's marks on the labels: 'optional' (the default) marks every field the schema does not
   * require; false marks none, for the short forms whose every field is asked for.
   */
  requiredMark?: 'optional' | false;
  /** A class of the antd form itself. */
  className?: string;
  /** Under the button, in the same column: the links on (sign up, recover the password). */
  actions?: ReactNode;
  /** In the ApiAlert's place above the button: a flow's own progress and failure, or nothing. */
  feedback?: (formik: FormikProps<Values>) => ReactNode;
  /**
   * Within the form's Formik but outside its antd form, so the form's disabled state does not reach
   * it: a dialog whose button sets a field.
   */
  beside?: (formik: FormikProps<Values>) => ReactNode;
  /** Formik's handle, for a page that acts on the form from outside (clearing it after a success). */
  formikRef?: Ref<FormikProps<Values>>;
  children: (formik: FormikProps<Values>) => ReactNode;
}

/**
 * The form's submit: the kit's SubmitButton with its label, or, where a form's button does more
 * than submit and wait (Confirm that becomes Modify, a button that spins without greying), an area
 * of its own.
 */
type SubmitArea<Values extends FormikValues> =
  | { submitLabel: ReactNode; submit?: undefined }
  | { submitLabel?: undefined; submit: (formik: FormikProps<Values>) => ReactNode };

export type SchemaFormProps<Values extends FormikValues> = SchemaFormOwnProps<Values> & SubmitArea<Values>;

/**
 * Checks the values the form shows, each time they change, and keeps the answer for the newest
 * only. Formik's own checks on change and on blur read the values of the render before, and both
 * run when one gesture changes a field and moves the focus (choosing "New category…" focuses the
 * name field it brings): the blur's check, of the values before the choice, answered last and put
 * the message the choice had just cleared back under the field.
 */
function ValidatesShownValues({ schema }: { schema: AnyObjectSchema }) {
  const { values, setErrors } = useFormikContext<FormikValues>();
  useEffect(() => {
    let newest = true;
    validateYupSchema(values, schema).then(
      () => newest && setErrors({}),
      (error: unknown) => newest && setErrors(yupToFormErrors(error)),
    );
    return () => {
      newest = false;
    };
  }, [values, schema, setErrors]);
  return null;
}

/**
 * A form of the kit: Formik validating with the shared schema, antd's vertical layout with every
 * field not required marked optional (the schema says which), the form disabled from request to
 * answer, the server's refusal, and one submit button. What is submitted is the schema's cast of
 * the values (trimmed, upper-cased, prefixed), exactly what the server would make of them. The one
 * place a Formik form is made (ESLint refuses Formik elsewhere); a whole page of one form is a
 * FormPage around it.
 */
export function SchemaForm<Values extends FormikValues>({
  initialValues,
  schema,
  pending,
  readOnly = false,
  failure,
  success,
  successAction,
  refusedAs,
  onSubmit,
  submitLabel,
  submit,
  submitDisabled,
  submitBlock,
  enableReinitialize,
  requiredMark = 'optional',
  className,
  actions,
  feedback,
  beside,
  formikRef,
  children,
}: SchemaFormProps<Values>) {
  return (
    <Formik<Values>
      innerRef={formikRef}
      initialValues={initialValues}
      validationSchema={schema}
      // ValidatesShownValues checks as the values change; Formik still checks on submit.
      validateOnChange={false}
      validateOnBlur={false}
      enableReinitialize={enableReinitialize}
      onSubmit={(values) => onSubmit(schema.cast(values, { stripUnknown: true }))}
    >
      {(formik) => (
        <>
          <ValidatesShownValues schema={schema} />
          <AntForm
            layout="vertical"
            // The app says what is wrong, in the user's language and at the field, with the shared
            // rule's message: never the browser's bubble (a type="email" field's, in its own words).
            noValidate
            disabled={pending || readOnly}
            onFinish={() => formik.handleSubmit()}
            requiredMark={requiredMark}
            className={className}
          >
            <FormSchemaContext.Provider value={schema}>{children(formik)}</FormSchemaContext.Provider>
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              {feedback ? (
                feedback(formik)
              ) : (
                <ApiAlert failure={failure} success={success} successAction={successAction} refusedAs={refusedAs} />
              )}
              {submit ? (
                submit(formik)
              ) : (
                <SubmitButton
                  pending={pending}
                  block={submitBlock}
                  disabled={readOnly || (submitDisabled?.(formik.values) ?? false)}
                >
                  {submitLabel}
                </SubmitButton>
              )}
              {actions}
            </Space>
          </AntForm>
          {beside?.(formik)}
        </>
      )}
    </Formik>
  );
}
