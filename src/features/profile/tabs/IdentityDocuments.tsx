import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Col, Form, Row, Select, Space, Tag, Typography, Upload, type UploadFile } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { DOCUMENT_MAX_FILES, DOCUMENT_MIME_TYPES, UPLOADABLE_DOCUMENT_TYPES } from '@shared/validation/uploads';
import type { Documento } from '@shared/contracts/profile';
import { identityDocumentsChosen } from '../uploadsSlice';
import { selectIdentityDocuments } from '../selectors';
import { UploadFeedback, useFileSize } from './UploadFeedback';

interface IdentityDocumentsProps {
  /** The image consent as ticked in the form now: documents are offered only with it (product.md §1.2). */
  consent: boolean;
  /** The documents RecuperaDatiProfilo listed; an upload's answer replaces them. */
  savedDocuments: Documento[];
  disabled: boolean;
}

/**
 * An identity document (driving licence, identity card or passport): its type, its files (both
 * sides of a card, a passport's pages) and one upload for them; below, what is already stored.
 */
export function IdentityDocuments({ consent, savedDocuments, disabled }: IdentityDocumentsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.upload.documents.${id}` });
  const dispatch = useAppDispatch();
  const documents = useAppSelector(selectIdentityDocuments);
  const fileSize = useFileSize();
  const typeId = useId();
  const [tipoDocumento, setTipoDocumento] = useState<number | null>(null);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const uploading = documents.upload.status === 'pending';
  const list = documents.list ?? savedDocuments;

  // Once stored, the chosen files are listed below: the picker starts again empty. (Set while
  // rendering the new status, React's way to adjust state to a change, not in an effect.)
  const [seenStatus, setSeenStatus] = useState(documents.upload.status);
  if (seenStatus !== documents.upload.status) {
    setSeenStatus(documents.upload.status);
    if (documents.upload.status === 'succeeded') setFiles([]);
  }

  const typeLabel = (tipo: number) => intl.formatMessage({ id: `profile.documentType.${tipo}` });
  const send = () => {
    if (tipoDocumento === null) return;
    dispatch(
      identityDocumentsChosen(
        tipoDocumento,
        files.flatMap((file) => (file.originFileObj ? [file.originFileObj] : [])),
      ),
    );
  };

  return (
    <section className="identity-documents" aria-label={t('title')}>
      <Typography.Title level={4} className="identity-documents-title">
        {t('title')}
      </Typography.Title>
      {!consent ? (
        <Alert type="info" showIcon title={t('consentNeeded')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('description')}</Typography.Paragraph>
          <Row gutter={[16, 0]}>
            <Col xs={24} md={10}>
              <Form.Item label={t('type')} htmlFor={typeId} required>
                <Select<number>
                  id={typeId}
                  value={tipoDocumento ?? undefined}
                  onChange={setTipoDocumento}
                  placeholder={t('typePlaceholder')}
                  options={UPLOADABLE_DOCUMENT_TYPES.map((tipo) => ({ value: tipo, label: typeLabel(tipo) }))}
                  disabled={disabled || uploading}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={14}>
              <Form.Item label={t('files')} required>
                <Upload
                  multiple
                  accept={DOCUMENT_MIME_TYPES.join(',')}
                  maxCount={DOCUMENT_MAX_FILES}
                  fileList={files}
                  // Kept here until "Upload" is pressed; the saga sends them all in one request.
                  beforeUpload={() => false}
                  onChange={({ fileList }) => setFiles(fileList)}
                  disabled={disabled || uploading}
                >
                  <Button icon={<PaperClipOutlined aria-hidden />}>{t('choose')}</Button>
                </Upload>
              </Form.Item>
            </Col>
          </Row>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Button
              icon={<UploadOutlined aria-hidden />}
              onClick={send}
              disabled={disabled || tipoDocumento === null || files.length === 0}
              loading={uploading}
            >
              {t('send')}
            </Button>
            <UploadFeedback upload={documents.upload} />
          </Space>
        </>
      )}
      <Typography.Title level={5} className="identity-documents-title">
        {t('list')}
      </Typography.Title>
      {list.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('none')}</Typography.Paragraph>
      ) : (
        <ul className="identity-documents-list" aria-label={t('list')}>
          {list.map((document) => (
            <li key={document.id_Documento}>
              <FileTextOutlined aria-hidden />
              <span className="identity-documents-name">{document.nomeDocumento}</span>
              <Tag>{typeLabel(document.tipoDocumento)}</Tag>
              <Typography.Text type="secondary">{fileSize(document.dimensioniDocumento)}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
