/** A suggested reply (API reference 2.7). @public */
export interface Reply {
  /** Text shown and returned as the reply; at most 25 characters. */
  text: string;
  /** Returned to the client when the recipient selects it; at most 2,000 characters. */
  postbackData: string;
}

/** A suggested action that opens a URL (API reference 2.7). @public */
export interface OpenUrlAction {
  /** Text shown on the suggestion; at most 25 characters. */
  text: string;
  /** Absolute http or https URL to open; at most 2,048 characters. */
  url: string;
  /** Returned to the client when the recipient selects it; at most 2,000 characters. */
  postbackData: string;
}

/** A suggested action that dials a phone number (API reference 2.7). @public */
export interface DialAction {
  /** Text shown on the suggestion; at most 25 characters. */
  text: string;
  /** E.164 number: a plus sign then 8 to 15 digits. */
  phoneNumber: string;
  /** Returned to the client when the recipient selects it; at most 2,000 characters. */
  postbackData: string;
}

/** A suggested action that shows a location (API reference 2.7). @public */
export interface ViewLocationAction {
  /** Text shown on the suggestion; at most 25 characters. */
  text: string;
  /** Latitude in degrees, -90 to 90. */
  latitude: number;
  /** Longitude in degrees, -180 to 180. */
  longitude: number;
  /** Label of the location; at most 100 characters. */
  label?: string;
  /** Returned to the client when the recipient selects it; at most 2,000 characters. */
  postbackData: string;
}

/** A suggested action that asks the recipient to share their location (API reference 2.7). @public */
export interface ShareLocationAction {
  /** Text shown on the suggestion; at most 25 characters. */
  text: string;
  /** Returned to the client when the recipient selects it; at most 2,000 characters. */
  postbackData: string;
}

/** A suggested action that creates a calendar event (API reference 2.7). @public */
export interface CreateCalendarEventAction {
  /** Text shown on the suggestion; at most 25 characters. */
  text: string;
  /** Event title; at most 100 characters. */
  title: string;
  /** Event description; at most 500 characters. */
  description?: string;
  /** Event start, RFC 3339 date-time. */
  startTime: string;
  /** Event end, RFC 3339 date-time strictly later than startTime. */
  endTime: string;
  /** Returned to the client when the recipient selects it; at most 2,000 characters. */
  postbackData: string;
}

// Each member types the other five keys `never`: without it, TypeScript lets an object literal carry
// two of them, which does not validate.
/** One suggestion: exactly one of the six types, as a single key (API reference 2.7). @public */
export type Suggestion =
  | { /** A suggested reply. */ reply: Reply; openUrlAction?: never; dialAction?: never; viewLocationAction?: never; shareLocationAction?: never; createCalendarEventAction?: never }
  | { /** Open a URL. */ openUrlAction: OpenUrlAction; reply?: never; dialAction?: never; viewLocationAction?: never; shareLocationAction?: never; createCalendarEventAction?: never }
  | { /** Dial a phone number. */ dialAction: DialAction; reply?: never; openUrlAction?: never; viewLocationAction?: never; shareLocationAction?: never; createCalendarEventAction?: never }
  | { /** View a location. */ viewLocationAction: ViewLocationAction; reply?: never; openUrlAction?: never; dialAction?: never; shareLocationAction?: never; createCalendarEventAction?: never }
  | { /** Ask the recipient to share their location. */ shareLocationAction: ShareLocationAction; reply?: never; openUrlAction?: never; dialAction?: never; viewLocationAction?: never; createCalendarEventAction?: never }
  | { /** Let the recipient create a calendar event. */ createCalendarEventAction: CreateCalendarEventAction; reply?: never; openUrlAction?: never; dialAction?: never; viewLocationAction?: never; shareLocationAction?: never };
