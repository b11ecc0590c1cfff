import AndroidFilled from '@ant-design/icons/AndroidFilled';
import AppleFilled from '@ant-design/icons/AppleFilled';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { Alert } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectLanguage } from '../../store/language';
import { accountDeletionNoticeShown } from '../../store/sessionEvents';
import { BROCHURES, brochurePath } from '@shared/contracts/brochures';
import { LANGUAGES } from '@shared/validation/language';
import { selectAccountFlow, selectIsSignedIn } from '../session';
import './landing.css';

/*
 * The public front page. It stays light on purpose (docs/architecture.md §6: the landing chunk
 * loads no calendar, wizard or payment code): only antd's Alert, icons and this feature's CSS. The
 * language switch is the public header's; a second one in the hero would only repeat it.
 */

interface Feature {
  key: string;
  icon: ReactNode;
}

const CREW_FEATURES: Feature[] = [
  { key: 'profile', icon: <IdcardOutlined aria-hidden /> },
  { key: 'availability', icon: <CalendarOutlined aria-hidden /> },
  { key: 'engagements', icon: <NotificationOutlined aria-hidden /> },
  { key: 'reports', icon: <CarOutlined aria-hidden /> },
];

const CLIENT_FEATURES: Feature[] = [
  { key: 'jobs', icon: <ProjectOutlined aria-hidden /> },
  { key: 'search', icon: <SearchOutlined aria-hidden /> },
  { key: 'favourites', icon: <StarOutlined aria-hidden /> },
  { key: 'reports', icon: <MailOutlined aria-hidden /> },
];

/** The three tiers of product.md §3.5, with how many feature lines each has in the locales. */
const PLANS = [
  { key: 'base', features: 3 },
  { key: 'advanced', features: 4 },
  { key: 'master', features: 3, highlighted: true },
] as const;

/** Decorative calendar days in the hero card; which are "free" is a pattern of the stylesheet. */
const CALENDAR_DAYS = Array.from({ length: 28 }, (_, day) => day);

function FeatureGrid({ area, features }: { area: string; features: Feature[] }) {
  return (
    <ul className="landing-features">
      {features.map((feature) => (
        <li key={feature.key} className="landing-feature">
          <span className="landing-feature-icon" aria-hidden>
            {feature.icon}
          </span>
          <h3>
            <FormattedMessage id={`landing.${area}.${feature.key}.title`} />
          </h3>
          <p>
            <FormattedMessage id={`landing.${area}.${feature.key}.text`} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function SectionHeading({ area }: { area: string }) {
  return (
    <header className="landing-section-heading">
      <span className="landing-eyebrow">
        <FormattedMessage id={`landing.${area}.eyebrow`} />
      </span>
      <h2>
        <FormattedMessage id={`landing.${area}.title`} />
      </h2>
    </header>
  );
}

export default function LandingPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  // /home-page shows this page to signed-in users too: they are sent on, not asked to sign up.
  const signedIn = useAppSelector(selectIsSignedIn);
  // After an account is deleted the user lands here: say it once, then forget it.
  const deletion = useAppSelector(selectAccountFlow('accountDeletion'));
  const [deletedMessage] = useState(() => (deletion.status === 'succeeded' ? deletion.message : null));
  useEffect(() => {
    if (deletedMessage) dispatch(accountDeletionNoticeShown());
  }, [deletedMessage, dispatch]);

  // Current language first: the other one stays one tap away.
  const languages = [language, ...LANGUAGES.filter((code) => code !== language)];

  const scrollToContent = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById('crew')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="landing">
      <section className="landing-hero">
        <div className="landing-hero-inner">
          <div className="landing-hero-copy">
            {deletedMessage && (
              <Alert type="success" showIcon closable title={deletedMessage} className="landing-notice" />
            )}
            <span className="landing-hero-eyebrow">
              <FormattedMessage id="landing.hero.eyebrow" />
            </span>
            <h1>
              <FormattedMessage id="landing.hero.title" />
            </h1>
            <p className="landing-hero-text">
              <FormattedMessage id="landing.hero.text" />
            </p>
            {signedIn ? (
              <div className="landing-actions">
                <Link to="/home" className="landing-button landing-button-accent">
                  <FormattedMessage id="landing.hero.home" />
                </Link>
              </div>
            ) : (
              <>
                <div className="landing-actions">
                  <Link to="/register" className="landing-button landing-button-accent">
                    <FormattedMessage id="landing.hero.register" />
                  </Link>
                  <Link to="/login" className="landing-button landing-button-outline">
                    <FormattedMessage id="landing.hero.login" />
                  </Link>
                </div>
                <p className="landing-hero-note">
                  <FormattedMessage id="landing.hero.note" />
                </p>
              </>
            )}
          </div>
          <div className="landing-hero-art" aria-hidden>
            <div className="landing-mock">
              <div className="landing-mock-head">
                <span className="landing-mock-avatar" />
                <span className="landing-mock-lines">
                  <span />
                  <span />
                </span>
              </div>
              <div className="landing-mock-chips">
                <span />
                <span />
                <span />
              </div>
              <div className="landing-mock-calendar">
                {CALENDAR_DAYS.map((day) => (
                  <span key={day} />
                ))}
              </div>
            </div>
            <div className="landing-mock-toast">
              <CheckOutlined aria-hidden />
              <span className="landing-mock-lines">
                <span />
                <span />
              </span>
            </div>
          </div>
        </div>
        <a href="#crew" className="landing-scroll" onClick={scrollToContent}>
          <FormattedMessage id="landing.scroll" />
          <DownOutlined aria-hidden />
        </a>
      </section>

      <section id="crew" className="landing-section">
        <SectionHeading area="crew" />
        <FeatureGrid area="crew" features={CREW_FEATURES} />
      </section>

      <section id="clients" className="landing-section landing-section-tinted">
        <SectionHeading area="clients" />
        <FeatureGrid area="clients" features={CLIENT_FEATURES} />
      </section>

      <section id="plans" className="landing-section">
        <SectionHeading area="plans" />
        <p className="landing-section-text">
          <FormattedMessage id="landing.plans.text" />
        </p>
        <ul className="landing-plans">
          {PLANS.map((plan) => (
            <li key={plan.key} className={`landing-plan${'highlighted' in plan ? ' landing-plan-highlighted' : ''}`}>
              {'highlighted' in plan && (
                <span className="landing-plan-badge">
                  <FormattedMessage id={`landing.plans.${plan.key}.badge`} />
                </span>
              )}
              <h3>
                <FormattedMessage id={`landing.plans.${plan.key}.name`} />
              </h3>
              <p className="landing-plan-tagline">
                <FormattedMessage id={`landing.plans.${plan.key}.tagline`} />
              </p>
              <ul>
                {Array.from({ length: plan.features }, (_, index) => (
                  <li key={index}>
                    <CheckOutlined aria-hidden />
                    <FormattedMessage id={`landing.plans.${plan.key}.f${index + 1}`} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {!signedIn && (
          <div className="landing-center">
            <Link to="/register" className="landing-button landing-button-primary">
              <FormattedMessage id="landing.plans.cta" />
            </Link>
          </div>
        )}
      </section>

      <section id="downloads" className="landing-section landing-section-tinted">
        <SectionHeading area="downloads" />
        <p className="landing-section-text">
          <FormattedMessage id="landing.downloads.text" />
        </p>
        <div className="landing-downloads">
          {BROCHURES.map((document) => (
            <div key={document} className="landing-download">
              <FilePdfOutlined className="landing-download-icon" aria-hidden />
              <h3>
                <FormattedMessage id={`landing.downloads.${document}`} />
              </h3>
              <p>
                <FormattedMessage id={`landing.downloads.${document}.text`} />
              </p>
              <div className="landing-download-links">
                {languages.map((code) => (
                  <a
                    key={code}
                    href={brochurePath(document, code)}
                    download
                    className={`landing-button landing-button-small ${code === language ? 'landing-button-primary' : 'landing-button-ghost'}`}
                    aria-label={intl.formatMessage(
                      { id: 'landing.downloads.linkLabel' },
                      {
                        document: intl.formatMessage({ id: `landing.downloads.${document}` }),
                        language: intl.formatMessage({ id: `layout.language.${code}` }),
                      },
                    )}
                    hrefLang={code}
                    type="application/pdf"
                  >
                    <FormattedMessage
                      id="landing.downloads.file"
                      values={{ language: intl.formatMessage({ id: `layout.language.${code}` }) }}
                    />
                  </a>
                ))}
              </div>
            </div>
          ))}
          <div className="landing-download landing-app">
            <h3>
              <FormattedMessage id="landing.app.title" />
            </h3>
            <p>
              <FormattedMessage id="landing.app.text" />
            </p>
            {/* The app installs from the browser (product.md §4.19): how, on each kind of phone. */}
            <ul className="landing-install">
              <li>
                <AppleFilled className="landing-install-mark" aria-hidden />
                <FormattedMessage id="landing.app.iphone" />
              </li>
              <li>
                <AndroidFilled className="landing-install-mark" aria-hidden />
                <FormattedMessage id="landing.app.android" />
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section id="contact" className="landing-contact">
        <div>
          <h2>
            <FormattedMessage id="landing.contact.title" />
          </h2>
          <p>
            <FormattedMessage id="landing.contact.text" />
          </p>
        </div>
        {/* The server answers /contact with a redirect to the support mailto: address. */}
        <a href="/contact" className="landing-button landing-button-accent">
          <MailOutlined aria-hidden /> <FormattedMessage id="landing.contact.cta" />
        </a>
      </section>
    </div>
  );
}
