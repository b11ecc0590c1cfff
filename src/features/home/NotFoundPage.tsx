import { Button, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import './home.css';

/** product.md §1.2: an unknown path shows the not-found picture, says so in words, and leads home. */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className="not-found">
      <img src="/images/not-found.svg" alt={intl.formatMessage({ id: 'notFound.alt' })} width={520} height={390} />
      <Typography.Title level={1}>
        <FormattedMessage id="notFound.title" />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="notFound.body" />
      </Typography.Paragraph>
      <Link to="/home">
        <Button type="primary">
          <FormattedMessage id="notFound.home" />
        </Button>
      </Link>
    </div>
  );
}
