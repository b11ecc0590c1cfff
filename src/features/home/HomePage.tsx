import RightOutlined from '@ant-design/icons/RightOutlined';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../session';
import { selectSubscriptionType } from '../subscription';
import './home.css';

/** A place the home screen links to as a card. */
export interface HomeCard {
  key: string;
  /** Message id of the title; the locale's `home.card.<key>`, when there is one, describes it. */
  label: string;
  icon: ReactNode;
  path: string;
}

interface HomePageProps {
  /** What the user may open now, in order: the app hands over the side menu's entries. */
  cards: HomeCard[];
  /** Shown above the greeting (the profile's one-time congratulation, composed in by the app). */
  notice?: ReactNode;
}

/** tipologiaAbbonamento 0, 1, 2 (product.md §3.5) as message ids. */
const PLAN_LABELS = ['home.plan.none', 'home.plan.advanced', 'home.plan.master'];

/**
 * What the signed-in user sees first: a greeting, the plan, and a card for each place it is given.
 * The page knows neither the menu nor the other features; app/HomeScreen.tsx composes them in.
 */
export default function HomePage({ cards, notice }: HomePageProps) {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const subscriptionType = useAppSelector(selectSubscriptionType);
  const description = (entry: HomeCard) => {
    const id = `home.card.${entry.key}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : null;
  };

  return (
    <div className="content-page home">
      {notice}
      <header className="home-greeting">
        <Typography.Title level={1}>
          {/* A session kept from before the server sent nomeSaluto has only the username until the start-up refresh answers. */}
          <FormattedMessage id="home.greeting" values={{ name: user?.nomeSaluto ?? user?.username ?? '' }} />
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
