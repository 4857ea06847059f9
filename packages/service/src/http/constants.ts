import { LIMITS } from '@rcs-send/core';

/** The prefix of every path of the API: a host's router answers any path under it (404 ROUTE_NOT_FOUND for one that names no operation). @public */
export const API_PREFIX = '/v1.2/rcs/';

/** The path of the send operation (API reference section 9). @public */
export const SEND_PATH = '/v1.2/rcs/send';

/**
 * The default bound on a request body, in bytes: the largest valid request (10 messages of
 * 250 KB as compact JSON) plus 64 KiB for the envelope. Larger bodies are refused with 413.
 *
 * @public
 */
export const DEFAULT_MAX_BODY_BYTES: number = LIMITS.messagesMax * LIMITS.messageBytesMax + 64 * 1024;

/** The path of the message list, `GET /v1.2/rcs/messages`, under which each accepted message's status is also looked up: `GET /v1.2/rcs/messages/{id}`. @public */
export const MESSAGES_PATH = '/v1.2/rcs/messages';

/** The path of the events feed: `GET /v1.2/rcs/events`, an organization's events in sequence order, as its webhook carries them. @public */
export const EVENTS_PATH = '/v1.2/rcs/events';

/** The path of the preflight: what a send would do, with nothing stored, charged or queued. @public */
export const PREFLIGHT_PATH = '/v1.2/rcs/preflight';

/** The most entries one page of the events feed or the message list holds (its `limit` is 1 to this). @public */
export const PAGE_LIMIT_MAX = 1000;

/** The entries a page of the events feed or the message list holds when its `limit` is not given. @public */
export const PAGE_LIMIT_DEFAULT = 100;

/** The path of the capability check: `GET /v1.2/rcs/capabilities/{msisdn}` for one number, `POST /v1.2/rcs/capabilities` for several. @public */
export const CAPABILITIES_PATH = '/v1.2/rcs/capabilities';

/**
 * The most numbers one bulk capability check takes: each check is one `users.batchGet` call at
 * the platform (which allows 600 a minute), so a request and its answer stay small.
 *
 * @public
 */
export const CAPABILITY_MSISDNS_MAX = 500;

/** The bound on a bulk capability check's body, in bytes: 500 numbers even written with separators fit many times over. @public */
export const CAPABILITIES_MAX_BODY_BYTES = 64 * 1024;
