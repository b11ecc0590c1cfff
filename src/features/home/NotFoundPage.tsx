import { Button, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import './home.css';

/** product.md §1.2: an unknown path shows the not-found picture, says so in words, and leads home. */
export default function NotFoundPage() {
  return (
    <div className="not-found">
      {/* Decorative: the heading says it in words, and a screen reader would read it twice. */}
      <img src="/images/not-found.svg" alt="" width={520} height={390} />
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
