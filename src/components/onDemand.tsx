import { type ComponentType, type ReactNode, useState } from 'react';
import { lazyModules } from './lazyModules';

/**
 * A component whose code is fetched the first time it is shown, then kept for the page's life: a
 * dialog or a panel a person opens, whose form, table or date pickers the page does not need to
 * be used (the bundle budgets, webpack/bundleBudgets.js: they are not in the page's chunk group).
 * Until it is first shown, it renders nothing and fetches nothing; from then on it renders the
 * loaded component with the same props, so a dialog keeps its closing animation and its state
 * between openings.
 *
 * `shown` says from the props whether it is shown (a dialog's `open`); without it, it is shown
 * whenever it is rendered (a panel mounted when opened). `waiting` is what shows until the code is
 * here. A failed fetch goes to the router's error page, as a lazy page's does.
 */
export function onDemand<Props extends object>(
  /** Resolves to the component, from its module: `() => import('./Dialog').then((module) => module.Dialog)`. */
  importer: () => Promise<ComponentType<Props>>,
  { shown = () => true, waiting = null }: { shown?: (props: Props) => boolean; waiting?: ReactNode } = {},
) {
  const modules = lazyModules({ component: () => importer().then((component) => ({ default: component })) });

  function OnDemand(props: Props) {
    const [wanted, setWanted] = useState(false);
    // Set while rendering, React's way for state that follows props, so the fetch starts with this render.
    if (!wanted && shown(props)) setWanted(true);
    const Component = modules.useModule('component', wanted);
    if (!wanted) return null;
    return Component ? <Component {...props} /> : waiting;
  }

  return OnDemand;
}

/** A dialog on demand: first shown, and so first fetched, when its `open` prop is true. */
export const dialogOnDemand = <Props extends { open: boolean }>(importer: () => Promise<ComponentType<Props>>) =>
  onDemand(importer, { shown: (props) => props.open });
