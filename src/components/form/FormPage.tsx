import { Typography } from 'antd';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { Panel } from '../Panel';
import { SchemaForm, type SchemaFormOwnProps } from './SchemaForm';

interface FormPageProps<Values extends FormikValues> extends Omit<SchemaFormOwnProps<Values>, 'className'> {
  submitLabel: ReactNode;
  /** The page's heading, its one h1. */
  title: ReactNode;
  /** The secondary text under the heading: what the form is for. */
  intro?: ReactNode;
  /** A class of the page beside form-page (a page's own styles). */
  className?: string;
  /** Under the heading, in place of the intro and the form, once the form has done its work (a thanks). */
  outcome?: ReactNode;
}

/**
 * A page that is one form: the narrow card (a Panel centred by .form-page) with the heading, the
 * intro and a SchemaForm whose fields carry no required marks and whose button spans the card. The
 * sign-in, registration and recovery pages are prerendered from it (app/prerender.tsx), so its
 * markup is what a visitor types into before the app arrives.
 */
export function FormPage<Values extends FormikValues>({
  title,
  intro,
  className,
  outcome,
  ...form
}: FormPageProps<Values>) {
  return (
    <div className={['form-page', className].filter(Boolean).join(' ')}>
      <Panel>
        <Typography.Title level={1}>{title}</Typography.Title>
        {outcome ?? (
          <>
            {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
            <SchemaForm<Values> requiredMark={false} submitBlock {...form} />
          </>
        )}
      </Panel>
    </div>
  );
}
