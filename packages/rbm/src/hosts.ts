/**
 * The hosts of RBM's REST API, each ending in `/`: prefix an {@link AgentMessageRequest}'s
 * `path` with one. RBM recommends the regional host nearest the agent's traffic.
 *
 * @public
 */
export const RBM_HOSTS = Object.freeze({
  /** The global host. */
  global: 'https://rcsbusinessmessaging.googleapis.com/',
  /** The European host. */
  europe: 'https://europe-rcsbusinessmessaging.googleapis.com/',
  /** The United States host. */
  us: 'https://us-rcsbusinessmessaging.googleapis.com/',
  /** The Asian host. */
  asia: 'https://asia-rcsbusinessmessaging.googleapis.com/',
} as const);
