import { Row, Typography } from 'antd';
import { type ReactNode, useId } from 'react';

const SECTION_TITLE_STYLE = { fontSize: 16, margin: '8px 0 16px' } as const;

interface FormSectionProps {
  title: ReactNode;
  /** A line under the title saying what the section is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** A titled group of fields; its children are antd Cols, so each form decides the widths per screen. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={SECTION_TITLE_STYLE}>
        {title}
      </Typography.Title>
      {description && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {description}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 0]}>{children}</Row>
    </section>
  );
}
