import { Form as AntForm, Input, Modal, Typography } from 'antd';
import { Formik } from 'formik';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { FormField } from '../../components/form/FormField';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type SummaryEmailRequest, summaryEmailSchema } from '../../validation/enlistments';
import { selectUser } from '../session/selectors';
import { selectEnlistmentsState, summaryEmailDialogOpened, summaryEmailRequested } from './enlistmentsSlice';

interface SummaryEmailDialogProps {
  engagementId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The address to send an accepted engagement's summary to (InviaMailIngaggioAccettato): the user's
 * own to start with, any other (an agent, a production office) if they change it.
 */
export function SummaryEmailDialog({ engagementId, open, onClose }: SummaryEmailDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const formId = useId();
  const { summaryEmail } = useAppSelector(selectEnlistmentsState);
  const user = useAppSelector(selectUser);
  useEffect(() => {
    if (open) dispatch(summaryEmailDialogOpened());
  }, [dispatch, open]);
  useEffect(() => {
    if (open && summaryEmail.status === 'succeeded') onClose();
  }, [open, summaryEmail.status, onClose]);

  const pending = summaryEmail.status === 'pending';
  const initialValues: SummaryEmailRequest = { email: user?.email ?? '', idIngaggio: engagementId };
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'enlistments.summary.title' })}
      okText={intl.formatMessage({ id: 'enlistments.summary.send' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="enlistments.summary.description" />
      </Typography.Paragraph>
      <Formik<SummaryEmailRequest>
        initialValues={initialValues}
        validationSchema={summaryEmailSchema}
        onSubmit={(values) => {
          dispatch(summaryEmailRequested(summaryEmailSchema.cast(values, { stripUnknown: true })));
        }}
      >
        {(formik) => (
          <AntForm id={formId} layout="vertical" disabled={pending} onFinish={() => formik.handleSubmit()}>
            <FormField name="email" label={intl.formatMessage({ id: 'enlistments.summary.email' })} required>
              {(field) => <Input {...field} type="email" autoComplete="email" />}
            </FormField>
            <ApiAlert failure={summaryEmail.failure} />
          </AntForm>
        )}
      </Formik>
    </Modal>
  );
}
