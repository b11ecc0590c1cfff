/**
 * The code of an engagement's thread and history (product.md §4.21), fetched when the browser is
 * idle or when first shown. A function, not the on-demand component: this feature's index is read
 * by the store's sagas for every visitor, and what it holds weighs on the entry's budget
 * (webpack/bundleBudgets.js); each page wraps it with components/onDemand.
 */
export const loadEngagementConversation = () =>
  import(/* webpackChunkName: "engagement-conversation", webpackPrefetch: true */ './EngagementConversation').then(
    (module) => module.EngagementConversation,
  );
