import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { Alert, App, Button, Collapse, type CollapseProps, Empty, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { VirtualList } from '../../components/VirtualList';
import type {
  CategoryDetail,
  CategoryShare,
  Favourite,
  FavouriteCategory,
  ShareRequest,
} from '@shared/contracts/favorites';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { SHARE_STATE } from '@shared/validation/shareStates';
import { selectIsMaster } from '../subscription';
import { ShareCategoryDialog } from './categoryDialogsOnDemand';
import { type FavoritesChange, favoritesChangeRequested, favoritesPageOpened } from './favoritesSlice';
import {
  selectAcceptedShares,
  selectCategories,
  selectFavoritesState,
  selectMembersByCategory,
  selectPendingRequests,
  selectSharedCategories,
} from './selectors';
import { initials, personName } from './names';
import './favorites.css';

const SHARE_STATE_COLOURS: Record<number, string> = {
  [SHARE_STATE.pending]: 'gold',
  [SHARE_STATE.accepted]: 'green',
  [SHARE_STATE.rejected]: 'default',
};

/** Whether this change is the one running now (its button spins). */
function useChangeRunning() {
  const { change } = useAppSelector(selectFavoritesState);
  return (matches: (running: FavoritesChange) => boolean) =>
    change.status === 'pending' && change.change !== null && matches(change.change);
}

/** Asks before what cannot be undone, then dispatches the change. */
function useConfirmedChange() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  return (change: FavoritesChange, content: string, okText: string) => {
    modal.confirm({
      title: intl.formatMessage({ id: 'confirm.areYouSure' }),
      content,
      okText,
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () => {
        dispatch(favoritesChangeRequested(change));
      },
    });
  };
}

/**
 * A person in a category: avatar and name, opening their crew card; the owner may remove them.
 * The avatar is a plain round frame of their initials, not antd's Avatar: a row is drawn each
 * time it scrolls into view, and the Avatar's responsive and style hooks cost more than the row's
 * text (docs/decisions.md, "Long lists render what is on screen").
 */
function Member({
  favourite,
  onRemove,
  removing,
}: {
  favourite: Favourite;
  onRemove?: () => void;
  removing?: boolean;
}) {
  const intl = useIntl();
  const name = personName(favourite);
  return (
    <div className="favorites-member">
      <Link to={`/user/${favourite.userId}`} className="favorites-member-link">
        <span className="favorites-avatar" aria-hidden>
          {initials(favourite)}
        </span>
        <span>{name}</span>
      </Link>
      {onRemove && (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={removing}
          onClick={onRemove}
          aria-label={intl.formatMessage({ id: 'favorites.category.removeNamed' }, { name })}
        >
          <span className="favorites-button-text">
            <FormattedMessage id="favorites.category.remove" />
          </span>
        </Button>
      )}
    </div>
  );
}

/** A member row's height before it is measured: the avatar's line. */
const ESTIMATED_MEMBER_ROW = 40;

/**
 * A category's people: a VirtualList (docs/decisions.md, "Long lists render what is on screen"),
 * since a client's categories hold up to a few hundred (300 drew 3,500 elements in one task of
 * about a second on the bench's phone, bench/README.md).
 */
function Members({ members, children }: { members: Favourite[]; children: (favourite: Favourite) => ReactNode }) {
  const intl = useIntl();
  if (members.length === 0) {
    return (
      <Typography.Text type="secondary">
        <FormattedMessage id="favorites.category.noMembers" />
      </Typography.Text>
    );
  }
  return (
    <VirtualList
      count={members.length}
      estimatedRowHeight={ESTIMATED_MEMBER_ROW}
      itemKey={(index) => members[index].userId}
      renderItem={(index) => children(members[index])}
      label={intl.formatMessage({ id: 'favorites.category.members' }, { count: members.length })}
      className="favorites-members"
    />
  );
}

/** One of the user's categories: its people, whom it is shared with, Share and Delete (disabled while shared). */
function OwnCategory({
  category,
  members,
  onShare,
}: {
  category: FavouriteCategory;
  members: Favourite[];
  onShare: () => void;
}) {
  const intl = useIntl();
  const confirm = useConfirmedChange();
  const running = useChangeRunning();
  const id = category.id_CategoriaPreferiti;
  const shared = category.condiviso_Con.some((share) => share.statoRichiesta !== SHARE_STATE.rejected);
  const deleteButton = (
    <Button
      danger
      icon={<DeleteOutlined aria-hidden />}
      disabled={shared}
      loading={running((c) => c.kind === 'deleteCategory' && c.categoryId === id)}
      onClick={() =>
        confirm(
          { kind: 'deleteCategory', categoryId: id },
          intl.formatMessage({ id: 'favorites.category.deleteConfirm' }, { category: category.nome }),
          intl.formatMessage({ id: 'favorites.category.delete' }),
        )
      }
    >
      <FormattedMessage id="favorites.category.delete" />
    </Button>
  );
  return (
    <section className="favorites-category" aria-label={category.nome}>
      <header className="favorites-category-head">
        <Typography.Title level={4}>{category.nome}</Typography.Title>
        <Typography.Text type="secondary">
          <FormattedMessage id="favorites.category.members" values={{ count: category.num_Inseriti }} />
        </Typography.Text>
      </header>
      <Members members={members}>
        {(favourite) => (
          <Member
            key={favourite.userId}
            favourite={favourite}
            removing={running(
              (c) => c.kind === 'removeFavourite' && c.categoryId === id && c.userId === favourite.userId,
            )}
            onRemove={() =>
              confirm(
                { kind: 'removeFavourite', categoryId: id, userId: favourite.userId },
                intl.formatMessage(
                  { id: 'favorites.category.removeConfirm' },
                  { name: personName(favourite), category: category.nome },
                ),
                intl.formatMessage({ id: 'favorites.category.remove' }),
              )
            }
          />
        )}
      </Members>
      {category.condiviso_Con.length > 0 && (
        <div className="favorites-shares">
          <Typography.Text strong>
            <FormattedMessage id="favorites.category.sharedWith" />
          </Typography.Text>
          <ul>
            {category.condiviso_Con.map((share) => (
              <ShareLine key={share.id_CondivisioneCategoriaPreferiti} share={share} categoryId={id} />
            ))}
          </ul>
        </div>
      )}
      <Space wrap className="favorites-category-actions">
        <Button icon={<ShareAltOutlined aria-hidden />} onClick={onShare}>
          <FormattedMessage id="favorites.category.share" />
        </Button>
        {shared ? (
          <Tooltip title={intl.formatMessage({ id: 'favorites.category.sharedNoDelete' })}>{deleteButton}</Tooltip>
        ) : (
          deleteButton
        )}
      </Space>
      {shared && (
        <Typography.Text type="secondary" className="favorites-notice">
          <FormattedMessage id="favorites.category.sharedNoDelete" />
        </Typography.Text>
      )}
    </section>
  );
}

/** Whom a category is shared with and how they answered; the owner may withdraw it. */
function ShareLine({ share, categoryId }: { share: CategoryShare; categoryId: number }) {
  const intl = useIntl();
  const confirm = useConfirmedChange();
  const running = useChangeRunning();
  const name = personName(share) || share.email || '';
  const shareId = share.id_CondivisioneCategoriaPreferiti;
  return (
    <li className="favorites-share">
      <span className="favorites-share-who">
        {share.userId ? <Link to={`/user/${share.userId}`}>{name}</Link> : name}
        {share.email && <Typography.Text type="secondary"> {share.email}</Typography.Text>}
      </span>
      <Tag color={SHARE_STATE_COLOURS[share.statoRichiesta]}>
        <FormattedMessage id={`favorites.shareState.${share.statoRichiesta}`} />
      </Tag>
      <Button
        size="small"
        type="link"
        danger
        loading={running((c) => c.kind === 'withdrawShare' && c.shareId === shareId)}
        onClick={() =>
          confirm(
            { kind: 'withdrawShare', categoryId, shareId },
            intl.formatMessage({ id: 'favorites.category.withdrawConfirm' }, { name }),
            intl.formatMessage({ id: 'favorites.category.withdraw' }),
          )
        }
      >
        <FormattedMessage id="favorites.category.withdraw" />
      </Button>
    </li>
  );
}

/** Which category a share offers, and from whom. */
function ShareOffered({ request }: { request: ShareRequest }) {
  return (
    <span>
      <Typography.Text strong>{request.nome}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        <FormattedMessage
          id="favorites.requests.from"
          values={{ name: personName({ nome: request.nomeCreatore, cognome: request.cognomeCreatore }) }}
        />
      </Typography.Text>
    </span>
  );
}

/** A pending share: who offers which category, Accept and Reject. */
function PendingRequest({ request }: { request: ShareRequest }) {
  const dispatch = useAppDispatch();
  const running = useChangeRunning();
  const shareId = request.id_CondivisioneCategoriaPreferiti;
  const answering = (accept: boolean) =>
    running((c) => c.kind === 'answer' && c.shareId === shareId && c.accept === accept);
  return (
    <li className="favorites-request">
      <ShareOffered request={request} />
      <Space wrap>
        <Button
          type="primary"
          loading={answering(true)}
          onClick={() => dispatch(favoritesChangeRequested({ kind: 'answer', shareId, accept: true }))}
        >
          <FormattedMessage id="favorites.requests.accept" />
        </Button>
        <Button
          loading={answering(false)}
          onClick={() => dispatch(favoritesChangeRequested({ kind: 'answer', shareId, accept: false }))}
        >
          <FormattedMessage id="favorites.requests.reject" />
        </Button>
      </Space>
    </li>
  );
}

/** A category someone shared with the user: read-only, its owner and its people. */
function SharedCategory({ category }: { category: CategoryDetail }) {
  return (
    <section className="favorites-category" aria-label={category.nome}>
      <header className="favorites-category-head">
        <Typography.Title level={4}>{category.nome}</Typography.Title>
        <Typography.Text type="secondary">
          <FormattedMessage
            id="favorites.shared.owner"
            values={{ name: personName({ nome: category.nomeCreatore, cognome: category.cognomeCreatore }) }}
          />
        </Typography.Text>
        <Tag>
          <FormattedMessage id="favorites.shared.readOnly" />
        </Tag>
      </header>
      <Members members={category.preferiti}>
        {(favourite) => <Member key={favourite.userId} favourite={favourite} />}
      </Members>
    </section>
  );
}

/** An accepted share, which its recipient may delete. */
function AcceptedShare({ request }: { request: ShareRequest }) {
  const intl = useIntl();
  const confirm = useConfirmedChange();
  const running = useChangeRunning();
  const shareId = request.id_CondivisioneCategoriaPreferiti;
  return (
    <li className="favorites-request">
      <ShareOffered request={request} />
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        loading={running((c) => c.kind === 'dropShare' && c.shareId === shareId)}
        onClick={() =>
          confirm(
            { kind: 'dropShare', shareId },
            intl.formatMessage({ id: 'favorites.accepted.deleteConfirm' }, { category: request.nome }),
            intl.formatMessage({ id: 'favorites.accepted.delete' }),
          )
        }
      >
        <FormattedMessage id="favorites.accepted.delete" />
      </Button>
    </li>
  );
}

function EmptyPanel({ messageId }: { messageId: string }) {
  const intl = useIntl();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: messageId })} />;
}

/** One of the page's panels: the list's count in its title ("<prefix>.title"), "<prefix>.empty" when there is nothing. */
function listPanel<T>(key: string, messagePrefix: string, list: T[], render: (list: T[]) => ReactNode) {
  return {
    key,
    label: <FormattedMessage id={`${messagePrefix}.title`} values={{ count: list.length }} />,
    children: list.length === 0 ? <EmptyPanel messageId={`${messagePrefix}.empty`} /> : render(list),
  };
}

/**
 * /favorites (product.md §2.2): expandable panels for the share requests waiting for an answer,
 * the user's own categories (Master), the categories shared with them (read-only) and the accepted
 * shares they may delete.
 */
export default function FavoritesPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const master = useAppSelector(selectIsMaster);
  const { load, change } = useAppSelector(selectFavoritesState);
  const pending = useAppSelector(selectPendingRequests);
  const categories = useAppSelector(selectCategories);
  const membersByCategory = useAppSelector(selectMembersByCategory);
  const sharedCategories = useAppSelector(selectSharedCategories);
  const accepted = useAppSelector(selectAcceptedShares);
  const [sharing, setSharing] = useState<FavouriteCategory | null>(null);
  const closeSharing = useCallback(() => setSharing(null), []);
  useEffect(() => {
    dispatch(favoritesPageOpened({ master }));
  }, [dispatch, master]);

  const items: CollapseProps['items'] = [
    listPanel('requests', 'favorites.requests', pending, (requests) => (
      <ul className="favorites-requests">
        {requests.map((request) => (
          <PendingRequest key={request.id_CondivisioneCategoriaPreferiti} request={request} />
        ))}
      </ul>
    )),
    ...(master
      ? [
          listPanel('own', 'favorites.own', categories, (own) =>
            own.map((category) => (
              <OwnCategory
                key={category.id_CategoriaPreferiti}
                category={category}
                members={membersByCategory.get(category.id_CategoriaPreferiti) ?? []}
                onShare={() => setSharing(category)}
              />
            )),
          ),
        ]
      : []),
    listPanel('shared', 'favorites.shared', sharedCategories, (shared) =>
      shared.map((category) => <SharedCategory key={category.id_CategoriaPreferiti} category={category} />),
    ),
    listPanel('accepted', 'favorites.accepted', accepted, (requests) => (
      <ul className="favorites-requests">
        {requests.map((request) => (
          <AcceptedShare key={request.id_CondivisioneCategoriaPreferiti} request={request} />
        ))}
      </ul>
    )),
  ];

  return (
    <div className="content-page favorites">
      <Typography.Title level={1}>
        <FormattedMessage id="favorites.title" />
      </Typography.Title>
      <div className="favorites-banner">
        <ApiAlert failure={load.failure ?? change.failure} />
        {change.status === 'succeeded' && change.messageId && (
          <Alert type="success" showIcon closable title={intl.formatMessage({ id: change.messageId })} />
        )}
      </div>
      {load.status === 'pending' &&
      load.failure === null &&
      pending.length + categories.length + accepted.length === 0 ? (
        <Spin size="large" className="page-spinner" />
      ) : (
        <Collapse items={items} defaultActiveKey={['requests', 'own', 'shared', 'accepted']} />
      )}
      {sharing && (
        <ShareCategoryDialog
          open
          category={{ id: sharing.id_CategoriaPreferiti, nome: sharing.nome }}
          onClose={closeSharing}
          onDone={closeSharing}
        />
      )}
    </div>
  );
}
