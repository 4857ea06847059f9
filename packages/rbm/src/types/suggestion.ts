/** Where an openUrlAction opens its URL. @public */
export type RbmOpenUrlApplication = 'BROWSER' | 'WEBVIEW';

/** How tall a webview opened by an openUrlAction is. @public */
export type RbmWebviewViewMode = 'FULL' | 'HALF' | 'TALL';

/** A suggested reply: the recipient's tap sends its text back. @public */
export interface RbmSuggestedReply {
  /** Text shown on the chip and sent back; at most 25 characters. */
  text: string;
  /** Returned to the agent when the recipient taps it; at most 2,048 characters. */
  postbackData?: string;
}

/** Dials a phone number. @public */
export interface RbmDialAction {
  /** The number to dial: only the characters 0-9, +, * and #. */
  phoneNumber: string;
}

/** A latitude/longitude pair in degrees (google.type.LatLng). @public */
export interface RbmLatLng {
  /** Latitude in degrees, -90 to 90. */
  latitude: number;
  /** Longitude in degrees, -180 to 180. */
  longitude: number;
}

/** Opens the recipient's map app at a location. @public */
export interface RbmViewLocationAction {
  /** The location's coordinates. */
  latLong?: RbmLatLng;
  /** A label for the pin. */
  label?: string;
  /** A search query for the map app, used instead of latLong. */
  query?: string;
}

/** Lets the recipient add an event to their calendar. @public */
export interface RbmCreateCalendarEventAction {
  /** Event start, an RFC 3339 timestamp. */
  startTime: string;
  /** Event end, an RFC 3339 timestamp. */
  endTime: string;
  /** Event title; at most 100 characters. */
  title: string;
  /** Event description; at most 500 characters. */
  description?: string;
}

/** Opens a URL in a browser or a webview. @public */
export interface RbmOpenUrlAction {
  /** The URL; at most 2,048 characters. */
  url: string;
  /** BROWSER (the default) or WEBVIEW. */
  application?: RbmOpenUrlApplication;
  /** The webview's height, with WEBVIEW only. */
  webviewViewMode?: RbmWebviewViewMode;
  /** An accessibility description of the webview. */
  description?: string;
}

/** Asks the recipient to share their location; it has no fields. @public */
export type RbmShareLocationAction = Record<string, never>;

/** A draft text message for {@link RbmComposeAction}. @public */
export interface RbmComposeTextMessage {
  /** The number the draft is addressed to. */
  phoneNumber: string;
  /** The draft's text. */
  text?: string;
}

/** A draft recording for {@link RbmComposeAction}. @public */
export interface RbmComposeRecordingMessage {
  /** The number the draft is addressed to. */
  phoneNumber: string;
  /** ACTION_TYPE_AUDIO or ACTION_TYPE_VIDEO. */
  type: 'ACTION_TYPE_AUDIO' | 'ACTION_TYPE_VIDEO';
}

/** Opens the recipient's composer with a draft, exactly one of the two (rollout paused by the platform). @public */
export type RbmComposeAction = { /** A text draft. */ composeTextMessage: RbmComposeTextMessage } | { /** A recording draft. */ composeRecordingMessage: RbmComposeRecordingMessage };

/** The fields every suggested action has, besides its one action kind. @public */
export interface RbmSuggestedActionBase {
  /** Text shown on the chip; at most 25 characters. */
  text: string;
  /** Returned to the agent when the recipient taps it; at most 2,048 characters. */
  postbackData?: string;
  /** Opened on devices that do not support the action; at most 2,048 characters. */
  fallbackUrl?: string;
}

/** A suggested action: its text and postbackData plus exactly one action kind. @public */
export type RbmSuggestedAction = RbmSuggestedActionBase &
  (
    | { /** Dial a number. */ dialAction: RbmDialAction }
    | { /** View a location. */ viewLocationAction: RbmViewLocationAction }
    | { /** Create a calendar event. */ createCalendarEventAction: RbmCreateCalendarEventAction }
    | { /** Open a URL. */ openUrlAction: RbmOpenUrlAction }
    | { /** Ask for the recipient's location. */ shareLocationAction: RbmShareLocationAction }
    | { /** Draft a message (paused). */ composeAction: RbmComposeAction }
  );

/** A suggestion chip: exactly one of reply or action. @public */
export type RbmSuggestion = { /** A suggested reply. */ reply: RbmSuggestedReply } | { /** A suggested action. */ action: RbmSuggestedAction };
