import { Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SchemaForm } from '../../components/form/SchemaForm';
import { TextField } from '../../components/form/TextField';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type SummaryEmailRequest, summaryEmailSchema } from '@shared/validation/enlistments';
import { selectUser } from '../session';
import { summaryEmailDialogOpened, summaryEmailRequested } from './enlistmentsSlice';
import { selectEnlistmentsState } from './selectors';

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
  const { summaryEmail } = useAppSelector(selectEnlistmentsState);
  const user = useAppSelector(selectUser);
  useEffect(() => {
    if (open) dispatch(summaryEmailDialogOpened());
  }, [dispatch, open]);
  useEffect(() => {
    if (open && summaryEmail.status === 'succeeded') onClose();
  }, [open, summaryEmail.status, onClose]);

  const initialValues: SummaryEmailRequest = { email: user?.email ?? '', idIngaggio: engagementId };
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'enlistments.summary.title' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="enlistments.summary.description" />
      </Typography.Paragraph>
      <SchemaForm<SummaryEmailRequest>
        initialValues={initialValues}
        schema={summaryEmailSchema}
        pending={summaryEmail.status === 'pending'}
        failure={summaryEmail.failure}
        onSubmit={(request) => {
          dispatch(summaryEmailRequested(request as SummaryEmailRequest));
        }}
        submitLabel={<FormattedMessage id="enlistments.summary.send" />}
      >
        {() => (
          <TextField
            name="email"
            label={intl.formatMessage({ id: 'enlistments.summary.email' })}
            type="email"
            autoComplete="email"
          />
        )}
      </SchemaForm>
    </Modal>
  );
}
