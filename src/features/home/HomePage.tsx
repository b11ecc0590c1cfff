import { RightOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { type MenuEntry, mainEntries, settingsEntries, useVisibleEntries } from '../../app/layout/menuEntries';
import { ProfileCompletedNotice } from '../profile/ProfileCompletedNotice';
import { selectUser } from '../session/selectors';
import { selectSubscriptionType } from '../subscription/subscriptionTypeSlice';
import './home.css';

/**
 * The menu's own entries that make no sense as a card: this page itself, and the two account
 * actions (delete, sign out) that belong behind the menu's settings rather than on the first screen.
 */
const NOT_A_CARD = new Set(['home', 'deleteaccount', 'logout']);

/** tipologiaAbbonamento 0, 1, 2 (00-DECISIONS) as message ids. */
const PLAN_LABELS = ['home.plan.none', 'home.plan.advanced', 'home.plan.master'];

/**
 * What the signed-in user sees first. The cards come from the side menu's registry, with the same
 * visibility rules, so a feature added to the menu appears here too; a card shows a description
 * when the locale has `home.card.<entry key>`.
 */
export default function HomePage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const subscriptionType = useAppSelector(selectSubscriptionType);
  const visibleEntries = useVisibleEntries();
  const cards = visibleEntries([...mainEntries, ...settingsEntries]).filter((entry) => !NOT_A_CARD.has(entry.key));
  const description = (entry: MenuEntry) => {
    const id = `home.card.${entry.key}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : null;
  };

  return (
    <div className="content-page home">
      <ProfileCompletedNotice />
      <header className="home-greeting">
        <Typography.Title level={2}>
          <FormattedMessage id="home.greeting" values={{ username: user?.username ?? '' }} />
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="home.intro" />
        </Typography.Paragraph>
        <span className="home-plan">
          <FormattedMessage id="home.plan" />{' '}
          <Tag color={subscriptionType === 2 ? 'gold' : subscriptionType === 1 ? 'blue' : 'default'}>
            <FormattedMessage id={PLAN_LABELS[subscriptionType] ?? PLAN_LABELS[0]} />
          </Tag>
        </span>
      </header>
      <nav aria-label={intl.formatMessage({ id: 'home.cards' })}>
        <ul className="home-cards">
          {cards.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.path} className="home-card">
                <span className="home-card-icon" aria-hidden>
                  {entry.icon}
                </span>
                <span className="home-card-text">
                  <span className="home-card-title">{intl.formatMessage({ id: entry.label })}</span>
                  {description(entry) && <span className="home-card-description">{description(entry)}</span>}
                </span>
                <RightOutlined className="home-card-arrow" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
