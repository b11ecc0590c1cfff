import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Alert, Button, Descriptions, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useMatch, useParams } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { dialogOnDemand } from '../../components/onDemand';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CrewAvatar } from './CrewAvatar';
import { DayMarks } from './DayMarks';
import { PhysicalText, placesText } from './ResultCard';
import { cardOpened } from './searchSlice';
import { selectSearchState } from './selectors';
import './search.css';

export interface UserCardPageProps {
  /** More buttons beside "Send engagement request" (the favourites' add and share), composed by the app. */
  actions?: (person: { userId: number; nome: string; cognome: string }) => ReactNode;
}

/** Its form and date pickers are fetched when the browser is idle, or when the dialog first opens. */
const EngagementRequestDialog = dialogOnDemand(() =>
  import(/* webpackChunkName: "engagement-request", webpackPrefetch: true */ './EngagementRequestDialog').then(
    (module) => module.EngagementRequestDialog,
  ),
);

/**
 * /search/result/user/{userId} and /user/{id} (product.md §2.2): the crew card another user may
 * read (docs/decisions.md "The crew card") and the engagement request dialog.
 */
export default function UserCardPage({ actions }: UserCardPageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useParams();
  const fromSearch = useMatch('/search/result/user/:userId') !== null;
  const userId = Number(params.userId ?? params.id);
  const { card, request } = useAppSelector(selectSearchState);
  const [dialogOpen, setDialogOpen] = useState(false);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  useEffect(() => {
    if (Number.isInteger(userId) && userId > 0) dispatch(cardOpened(userId));
  }, [dispatch, userId]);

  const profile = card.userId === userId ? card.profile : null;
  const name = profile ? `${profile.nome ?? ''} ${profile.cognome ?? ''}`.trim() : '';
  return (
    <div className="content-page crew-card-page">
      {fromSearch && (
        <Link to="/search">
          <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="search.card.back" />
        </Link>
      )}
      <ApiAlert failure={card.failure} />
      {card.status === 'pending' && !profile && <Spin size="large" className="page-spinner" />}
      {profile && (
        <>
          <div className="crew-card-head">
            <CrewAvatar userId={profile.userId} hasPhoto={profile.immagineProfilo} size={96} />
            <Typography.Title level={1}>{name}</Typography.Title>
          </div>
          {request.status === 'succeeded' && (
            <Alert
              type="success"
              showIcon
              closable
              title={intl.formatMessage({ id: 'search.request.sent' }, { name })}
            />
          )}
          <div className="crew-card-actions">
            <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={() => setDialogOpen(true)}>
              <FormattedMessage id="search.card.request" />
            </Button>
            {actions?.({ userId: profile.userId, nome: profile.nome ?? '', cognome: profile.cognome ?? '' })}
          </div>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={intl.formatMessage({ id: 'search.card.places' })}>
              {placesText(profile.listaNazioni)}
            </Descriptions.Item>
            <Descriptions.Item label={intl.formatMessage({ id: 'search.card.physical' })}>
              <PhysicalText altezza={profile.datiFisici.altezza} peso={profile.datiFisici.peso} />
              {[
                profile.datiFisici.tagliaVestiti,
                profile.datiFisici.tagliaPantaloni,
                profile.datiFisici.numeroScarpe,
              ].some((value) => value != null) && (
                <div className="search-meta">
                  <FormattedMessage
                    id="search.card.sizes"
                    values={{
                      clothes: profile.datiFisici.tagliaVestiti ?? '–',
                      trousers: profile.datiFisici.tagliaPantaloni ?? '–',
                      shoes: profile.datiFisici.numeroScarpe ?? '–',
                    }}
                  />
                </div>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={intl.formatMessage({ id: 'search.card.experience' })}>
              {profile.esperienze}
            </Descriptions.Item>
            <Descriptions.Item label={intl.formatMessage({ id: 'search.result.roles' })}>
              <div className="search-tags">
                {profile.listaRuoli.map((role) => (
                  <Tag key={role.id_Ruolo} color="blue">
                    {role.ambito} › {role.dipartimento} › {role.ruolo}
                  </Tag>
                ))}
              </div>
            </Descriptions.Item>
            <Descriptions.Item label={intl.formatMessage({ id: 'search.result.languages' })}>
              <div className="search-tags">
                {profile.listaLingue.map((language) => (
                  <Tag key={language.id_LinguaProfilo}>
                    {language.lingua} {language.livello}
                  </Tag>
                ))}
              </div>
            </Descriptions.Item>
            {profile.contatti && (
              <Descriptions.Item label={intl.formatMessage({ id: 'search.card.contacts' })}>
                {profile.contatti.telefono && <div>{profile.contatti.telefono}</div>}
                <a href={`mailto:${profile.contatti.email}`}>{profile.contatti.email}</a>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={intl.formatMessage({ id: 'search.result.availability' })}>
              <DayMarks days={profile.listaDisponibilita} />
            </Descriptions.Item>
          </Descriptions>
          <EngagementRequestDialog
            userId={profile.userId}
            personName={name}
            days={profile.listaDisponibilita}
            open={dialogOpen}
            onClose={closeDialog}
          />
        </>
      )}
    </div>
  );
}
