import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';

/**
 * What a route declares in its `handle`: the message id of its name in the browser tab and, for a
 * public page, of the description search engines show under it.
 */
export interface RouteHandle {
  title: string;
  description?: string;
}

const deepest = (matches: { handle: unknown }[], key: keyof RouteHandle) =>
  matches
    .map((match) => (match.handle as RouteHandle | undefined)?.[key])
    .filter((id) => id !== undefined)
    .at(-1);

/**
 * The browser tab's title, one pattern on every route (docs/decisions.md, SPA structure and
 * loading): "<page> · Troupe", the page named by its deepest route's handle, in the current
 * language; and the page's description (for search engines, product.md §4.13), the product's own
 * where the page has none. React 19 hoists <title> and <meta> into the head, so no page sets them
 * itself.
 */
export function PageTitle() {
  const intl = useIntl();
  const matches = useMatches();
  const title = deepest(matches, 'title');
  const description = deepest(matches, 'description') ?? 'seo.product';
  return (
    <>
      <title>
        {title ? intl.formatMessage({ id: 'page.title' }, { page: intl.formatMessage({ id: title }) }) : 'Troupe'}
      </title>
      <meta name="description" content={intl.formatMessage({ id: description })} />
    </>
  );
}
