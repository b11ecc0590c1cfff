import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRouteError } from 'react-router-dom';
import { Outcome } from '../../components/Outcome';
import { selectIsSignedIn } from '../../features/session/selectors';
import { useAppSelector } from '../../store/hooks';

/**
 * Code that did not arrive: webpack's ChunkLoadError for a script, mini-css-extract's
 * CSS_CHUNK_LOAD_FAILED for a stylesheet, the browser's own words for a module import.
 */
function isCodeNotLoaded(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    (error as Error & { code?: string }).code === 'CSS_CHUNK_LOAD_FAILED' ||
    /loading (css )?chunk|dynamically imported module/i.test(error.message)
  );
}

/**
 * The screen of a page that cannot show (routes.tsx's errorElement), in place of React Router's
 * developer screen: what happened in words, a reload (which fetches the newest code after a
 * deployment), the way home, and the way to tell us: the suggestion box for a signed-in person,
 * where "Attach what I did" carries the steps that led here (docs/product.md §4.4), else the
 * support address. Home and the support address are plain links, so they load the app anew.
 */
export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  const signedIn = useAppSelector(selectIsSignedIn);
  const notLoaded = isCodeNotLoaded(error);
  return (
    <div className="content-page" role="alert">
      <Outcome
        kind="error"
        title={intl.formatMessage({ id: 'pageError.title' })}
        subTitle={intl.formatMessage({ id: notLoaded ? 'pageError.notLoaded' : 'pageError.failed' })}
        extra={
          <>
            <Button type="primary" onClick={() => window.location.reload()}>
              <FormattedMessage id="pageError.reload" />
            </Button>
            <Button href="/">
              <FormattedMessage id="pageError.home" />
            </Button>
            {signedIn ? (
              <Link to="/suggest-us" className="ant-btn ant-btn-link">
                <FormattedMessage id="pageError.report" />
              </Link>
            ) : (
              <Button type="link" href="/contact">
                <FormattedMessage id="pageError.report" />
              </Button>
            )}
          </>
        }
      />
    </div>
  );
}
