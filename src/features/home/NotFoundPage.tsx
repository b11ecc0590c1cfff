import { useIntl } from 'react-intl';
import './home.css';

/** product.md §1.2: an unknown path shows an image only; its words are the alt text. */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className="not-found">
      <img src="/images/not-found.svg" alt={intl.formatMessage({ id: 'notFound.alt' })} width={520} height={390} />
    </div>
  );
}
