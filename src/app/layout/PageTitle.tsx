import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';

/** What a route declares in its `handle`: the message id of its name in the browser tab. */
export interface RouteHandle {
  title: string;
}

const titleOf = (handle: unknown) => (handle as RouteHandle | undefined)?.title;

/**
 * The browser tab's title, one pattern on every route (issue 13): "<page> · Troupe", the page
 * named by its deepest route's handle, in the current language. React 19 hoists <title> into the
 * head, so no page sets document.title itself.
 */
export function PageTitle() {
  const intl = useIntl();
  const id = useMatches()
    .map((match) => titleOf(match.handle))
    .filter((title) => title !== undefined)
    .at(-1);
  return <title>{id ? intl.formatMessage({ id: 'page.title' }, { page: intl.formatMessage({ id }) }) : 'Troupe'}</title>;
}
