/** One seed node of a Redis Cluster. @public */
export interface RedisClusterNode {
  /** Host name or IP address (an IPv6 address without its brackets). */
  readonly host: string;
  /** TCP port. */
  readonly port: number;
}

/** What a `redis+cluster://` URL names: the seed nodes and the credentials every node shares. @public */
export interface RedisClusterUrl {
  /** Every node listed, in order: the client learns the rest of the cluster from them. */
  readonly nodes: readonly RedisClusterNode[];
  /** The ACL user name, when the URL has one. */
  readonly username?: string;
  /** The password, when the URL has one. */
  readonly password?: string;
  /** True for `rediss+cluster://` (TLS to every node). */
  readonly tls: boolean;
}

const CLUSTER_URL = /^(rediss?)\+cluster:\/\/(?:([^@/?#]*)@)?([^@/?#]+)\/?$/i;

/** True when `url` is written as a Redis Cluster URL (`redis+cluster://` or `rediss+cluster://`), well-formed or not. @public */
export function isRedisClusterUrl(url: string): boolean {
  return /^rediss?\+cluster:/i.test(url);
}

const NODE = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9][a-z0-9.-]*))(?::(\d{1,5}))?$/i;

/** One `host:port` of the node list (port 6379 when absent), or a TypeError. */
function nodeOf(text: string): RedisClusterNode {
  const match = NODE.exec(text);
  const port = Number(match?.[3] ?? 6379);
  if (match === null || port < 1 || port > 65_535) throw new TypeError('a Redis Cluster URL lists its nodes as host:port,host:port');
  return { host: match[1] ?? match[2] ?? '', port };
}

/**
 * Reads a Redis Cluster URL: `redis+cluster://[user:password@]host:port,host:port,...`
 * (`rediss+cluster://` for TLS). No database number: a cluster has only database 0.
 * Throws a TypeError (which never repeats the URL, as it may hold a password) when malformed.
 *
 * @public
 */
export function parseRedisClusterUrl(url: string): RedisClusterUrl {
  const match = CLUSTER_URL.exec(url);
  if (match === null) throw new TypeError('a Redis Cluster URL is redis+cluster://[user:password@]host:port,host:port (rediss+cluster:// for TLS)');
  const [, scheme = '', userInfo, list = ''] = match;
  const nodes = list.split(',').map(nodeOf);
  const separator = userInfo?.indexOf(':') ?? -1;
  const username = userInfo === undefined ? '' : decodeURIComponent(separator < 0 ? userInfo : userInfo.slice(0, separator));
  const password = userInfo === undefined || separator < 0 ? '' : decodeURIComponent(userInfo.slice(separator + 1));
  return {
    nodes,
    ...(username === '' ? {} : { username }),
    ...(password === '' ? {} : { password }),
    tls: scheme.toLowerCase() === 'rediss',
  };
}
