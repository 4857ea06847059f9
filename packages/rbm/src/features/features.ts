/**
 * The RBM features a device may support, as `getCapabilities` lists them (`{ features: [...] }`).
 *
 * @public
 */
export const RBM_FEATURES = [
  'RICHCARD_STANDALONE',
  'RICHCARD_CAROUSEL',
  'ACTION_CREATE_CALENDAR_EVENT',
  'ACTION_DIAL',
  'ACTION_OPEN_URL',
  'ACTION_SHARE_LOCATION',
  'ACTION_VIEW_LOCATION',
  'ACTION_OPEN_URL_IN_WEBVIEW',
  'PDF_IN_RICH_CARDS',
] as const;

/** One feature of {@link RBM_FEATURES}. @public */
export type RbmFeature = (typeof RBM_FEATURES)[number];
