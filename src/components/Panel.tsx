import type { HTMLAttributes, ReactNode } from 'react';
import './panel.css';

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at its end: a button or a link. */
  extra?: ReactNode;
  /** The tighter padding of a panel inside a form. */
  size?: 'small';
  children: ReactNode;
}

/**
 * A white block with an optional title bar, drawn as antd's Card draws it. Card itself brings Tabs
 * with their Menu, and Skeleton, into every page that shows one (about 25 KB gzipped, against the
 * bundle budgets of webpack/bundleBudgets.js), for tabbed and loading cards these pages never show.
 */
export function Panel({ title, extra, size, className, children, ...rest }: PanelProps) {
  return (
    <div className={['panel', size === 'small' && 'panel-small', className].filter(Boolean).join(' ')} {...rest}>
      {(title || extra) && (
        <div className="panel-head">
          <div className="panel-title">{title}</div>
          {extra && <div className="panel-extra">{extra}</div>}
        </div>
      )}
      <div className="panel-body">{children}</div>
    </div>
  );
}
