import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import LockOutlined from '@ant-design/icons/LockOutlined';
import type { ReactNode } from 'react';
import './outcome.css';

interface OutcomeProps {
  /**
   * success: a flow's end (a sent suggestion, a running plan); notFound: the record the address
   * names is not there; locked: the page needs a plan the user does not have; error: the page
   * itself could not show (app/layout/RouteError.tsx).
   */
  kind: 'success' | 'notFound' | 'locked' | 'error';
  title: ReactNode;
  subTitle?: ReactNode;
  /** The next steps: buttons or links. */
  extra?: ReactNode;
}

/**
 * How a flow ended, or that a record is missing, in a block of its own: a tick or the app's
 * not-found picture, a title, a line and the next steps. antd's Result draws the same, but every
 * page showing one carries its three 403/404/500 illustrations as code (10 KB gzipped, against
 * the bundle budgets of webpack/bundleBudgets.js); here the picture is the image file the
 * not-found screen shows, fetched only when shown.
 */
export function Outcome({ kind, title, subTitle, extra }: OutcomeProps) {
  return (
    <div className={`outcome outcome-${kind}`}>
      {kind === 'success' && <CheckCircleFilled className="outcome-icon" aria-hidden />}
      {kind === 'locked' && <LockOutlined className="outcome-icon" aria-hidden />}
      {kind === 'error' && <ExclamationCircleFilled className="outcome-icon" aria-hidden />}
      {kind === 'notFound' && (
        <img className="outcome-picture" src="/images/not-found.svg" alt="" width={260} height={195} />
      )}
      <div className="outcome-title">{title}</div>
      {subTitle && <div className="outcome-subtitle">{subTitle}</div>}
      {extra && <div className="outcome-extra">{extra}</div>}
    </div>
  );
}
