import { onDemand } from '../../components/onDemand';

/**
 * An engagement's thread and history (product.md §4.21), on the worker's detail page and the
 * client's job page: its composer and timeline are fetched when the browser is idle, or when first
 * shown.
 */
export const EngagementConversation = onDemand(() =>
  import(/* webpackChunkName: "engagement-conversation", webpackPrefetch: true */ './EngagementConversation').then(
    (module) => module.EngagementConversation,
  ),
);
