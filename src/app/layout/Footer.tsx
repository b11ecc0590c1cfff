import { Layout } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { todayInRome } from '@shared/validation/dates';

/** Legal links and the contact address, on every public page. */
export function Footer() {
  return (
    <Layout.Footer className="app-footer">
      <nav aria-label="footer">
        <Link to="/about-us">
          <FormattedMessage id="menu.about" />
        </Link>
        <Link to="/privacy-policy">
          <FormattedMessage id="menu.privacy" />
        </Link>
        <Link to="/terms-of-service">
          <FormattedMessage id="menu.terms" />
        </Link>
        {/* The server answers /contact with a mailto: link to its configured SUPPORT_EMAIL. */}
        <a href="/contact">
          <FormattedMessage id="layout.contact" />
        </a>
      </nav>
      <div className="app-footer-note">
        <FormattedMessage id="layout.copyright" values={{ year: todayInRome().slice(0, 4) }} />
      </div>
    </Layout.Footer>
  );
}
