import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { Alert, Button } from 'antd';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Person } from './CategoryDialogs';
import { AddToFavouritesDialog, ShareCategoryDialog } from './categoryDialogsOnDemand';
import { personName } from './names';
import './favorites.css';

type Dialog = 'add' | 'share' | null;

/**
 * The crew card's favourites buttons (product.md §2.2, /user/{id}): add the person to a
 * category, share a category with them or by email; what was done is confirmed on a line of its
 * own under the buttons (they sit in the card's wrapping row of actions).
 */
export function CrewCardFavorites({ person }: { person: Person }) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const addDone = useCallback(() => {
    setDone('add');
    setDialog(null);
  }, []);
  const shareDone = useCallback(() => {
    setDone('share');
    setDialog(null);
  }, []);
  const open = (which: Exclude<Dialog, null>) => {
    setDone(null);
    setDialog(which);
  };
  const confirmation = {
    add: intl.formatMessage({ id: 'favorites.add.done' }, { name: personName(person) }),
    share: intl.formatMessage({ id: 'favorites.share.sent' }),
  };
  return (
    <>
      <Button icon={<StarOutlined aria-hidden />} onClick={() => open('add')}>
        <FormattedMessage id="favorites.add.button" />
      </Button>
      <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => open('share')}>
        <FormattedMessage id="favorites.shareDialog.button" />
      </Button>
      {done && (
        <Alert
          className="crew-card-favorites-done"
          type="success"
          showIcon
          closable
          title={confirmation[done]}
          onClose={() => setDone(null)}
        />
      )}
      <AddToFavouritesDialog person={person} open={dialog === 'add'} onClose={close} onDone={addDone} />
      <ShareCategoryDialog person={person} open={dialog === 'share'} onClose={close} onDone={shareDone} />
    </>
  );
}
