/* Generated from schemas/send-request.canonical.schema.json by `pnpm schemas` (json-schema-to-typescript): never edit by hand. */

/**
 * The content of a message: exactly one primary content type (API reference 2.3).
 */
export type ContentMessage = TextContent | MediaContent | RichCardContent;
/**
 * One suggestion: exactly one of the six types, as a single key (API reference 2.7).
 */
export type Suggestion =
  | {
      /**
       * A suggested reply.
       */
      reply: Reply;
      /**
       * Refused beside reply: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      openUrlAction?: never;
      /**
       * Refused beside reply: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      dialAction?: never;
      /**
       * Refused beside reply: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      viewLocationAction?: never;
      /**
       * Refused beside reply: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      shareLocationAction?: never;
      /**
       * Refused beside reply: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      createCalendarEventAction?: never;
    }
  | {
      /**
       * Open a URL.
       */
      openUrlAction: OpenUrlAction;
      /**
       * Refused beside openUrlAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      reply?: never;
      /**
       * Refused beside openUrlAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      dialAction?: never;
      /**
       * Refused beside openUrlAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      viewLocationAction?: never;
      /**
       * Refused beside openUrlAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      shareLocationAction?: never;
      /**
       * Refused beside openUrlAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      createCalendarEventAction?: never;
    }
  | {
      /**
       * Dial a phone number.
       */
      dialAction: DialAction;
      /**
       * Refused beside dialAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      reply?: never;
      /**
       * Refused beside dialAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      openUrlAction?: never;
      /**
       * Refused beside dialAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      viewLocationAction?: never;
      /**
       * Refused beside dialAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      shareLocationAction?: never;
      /**
       * Refused beside dialAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      createCalendarEventAction?: never;
    }
  | {
      /**
       * View a location.
       */
      viewLocationAction: ViewLocationAction;
      /**
       * Refused beside viewLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      reply?: never;
      /**
       * Refused beside viewLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      openUrlAction?: never;
      /**
       * Refused beside viewLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      dialAction?: never;
      /**
       * Refused beside viewLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      shareLocationAction?: never;
      /**
       * Refused beside viewLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      createCalendarEventAction?: never;
    }
  | {
      /**
       * Ask the recipient to share their location.
       */
      shareLocationAction: ShareLocationAction;
      /**
       * Refused beside shareLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      reply?: never;
      /**
       * Refused beside shareLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      openUrlAction?: never;
      /**
       * Refused beside shareLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      dialAction?: never;
      /**
       * Refused beside shareLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      viewLocationAction?: never;
      /**
       * Refused beside shareLocationAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      createCalendarEventAction?: never;
    }
  | {
      /**
       * Let the recipient create a calendar event.
       */
      createCalendarEventAction: CreateCalendarEventAction;
      /**
       * Refused beside createCalendarEventAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      reply?: never;
      /**
       * Refused beside createCalendarEventAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      openUrlAction?: never;
      /**
       * Refused beside createCalendarEventAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      dialAction?: never;
      /**
       * Refused beside createCalendarEventAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      viewLocationAction?: never;
      /**
       * Refused beside createCalendarEventAction: the object holds exactly one of reply, openUrlAction, dialAction, viewLocationAction, shareLocationAction, createCalendarEventAction.
       */
      shareLocationAction?: never;
    };
/**
 * A rich card: exactly one of standaloneCard or carouselCard (API reference 2.6).
 */
export type RichCard =
  | {
      /**
       * A single card.
       */
      standaloneCard: StandaloneCard;
      /**
       * Refused beside standaloneCard: the object holds exactly one of standaloneCard, carouselCard.
       */
      carouselCard?: never;
    }
  | {
      /**
       * A carousel of cards.
       */
      carouselCard: CarouselCard;
      /**
       * Refused beside carouselCard: the object holds exactly one of standaloneCard, carouselCard.
       */
      standaloneCard?: never;
    };

/**
 * The body of POST /v1.2/rcs/send, in canonical form (API reference 2.1).
 */
export interface SendRequest {
  /**
   * UUID of the Organization, lower case.
   */
  organizationId: string;
  /**
   * 1 to 10 independent messages.
   *
   * @minItems 1
   * @maxItems 10
   */
  messages: Message[];
}
/**
 * One message of a send request, in canonical form (API reference 2.2).
 */
export interface Message {
  /**
   * Recipient MSISDN: digits only, country calling code first (e.g. 351912345678).
   */
  to: string;
  /**
   * RCS sender or agent identifier configured for the organization.
   */
  from: string;
  /**
   * RFC 3339 date-time after which the message must not be delivered.
   */
  expirationDateTime?: string;
  /**
   * The message content.
   */
  contentMessage: ContentMessage;
}
/**
 * A text message, optionally with up to 11 suggestions (API reference 2.4).
 */
export interface TextContent {
  /**
   * The text; at most 3,072 characters.
   */
  text: string;
  /**
   * At most 11 suggestions.
   *
   * @maxItems 11
   */
  suggestions?: Suggestion[];
  /**
   * Refused beside text: the object holds exactly one of text, contentInfo, richCard.
   */
  contentInfo?: never;
  /**
   * Refused beside text: the object holds exactly one of text, contentInfo, richCard.
   */
  richCard?: never;
}
/**
 * A suggested reply (API reference 2.7).
 */
export interface Reply {
  /**
   * Text shown and returned as the reply; at most 25 characters.
   */
  text: string;
  /**
   * Returned to the client when the recipient selects it; at most 2,000 characters.
   */
  postbackData: string;
}
/**
 * A suggested action that opens a URL (API reference 2.7).
 */
export interface OpenUrlAction {
  /**
   * Text shown on the suggestion; at most 25 characters.
   */
  text: string;
  /**
   * Absolute http or https URL to open; at most 2,048 characters.
   */
  url: string;
  /**
   * Returned to the client when the recipient selects it; at most 2,000 characters.
   */
  postbackData: string;
}
/**
 * A suggested action that dials a phone number (API reference 2.7).
 */
export interface DialAction {
  /**
   * Text shown on the suggestion; at most 25 characters.
   */
  text: string;
  /**
   * E.164 number: a plus sign then 8 to 15 digits.
   */
  phoneNumber: string;
  /**
   * Returned to the client when the recipient selects it; at most 2,000 characters.
   */
  postbackData: string;
}
/**
 * A suggested action that shows a location (API reference 2.7).
 */
export interface ViewLocationAction {
  /**
   * Text shown on the suggestion; at most 25 characters.
   */
  text: string;
  /**
   * Latitude in degrees, -90 to 90.
   */
  latitude: number;
  /**
   * Longitude in degrees, -180 to 180.
   */
  longitude: number;
  /**
   * Label of the location; at most 100 characters.
   */
  label?: string;
  /**
   * Returned to the client when the recipient selects it; at most 2,000 characters.
   */
  postbackData: string;
}
/**
 * A suggested action that asks the recipient to share their location (API reference 2.7).
 */
export interface ShareLocationAction {
  /**
   * Text shown on the suggestion; at most 25 characters.
   */
  text: string;
  /**
   * Returned to the client when the recipient selects it; at most 2,000 characters.
   */
  postbackData: string;
}
/**
 * A suggested action that creates a calendar event (API reference 2.7).
 */
export interface CreateCalendarEventAction {
  /**
   * Text shown on the suggestion; at most 25 characters.
   */
  text: string;
  /**
   * Event title; at most 100 characters.
   */
  title: string;
  /**
   * Event description; at most 500 characters.
   */
  description?: string;
  /**
   * Event start, RFC 3339 date-time.
   */
  startTime: string;
  /**
   * Event end, RFC 3339 date-time strictly later than startTime.
   */
  endTime: string;
  /**
   * Returned to the client when the recipient selects it; at most 2,000 characters.
   */
  postbackData: string;
}
/**
 * A media-only message (API reference 2.5).
 */
export interface MediaContent {
  /**
   * The media file.
   */
  contentInfo: ContentInfo;
  /**
   * Refused beside contentInfo: the object holds exactly one of text, contentInfo, richCard.
   */
  text?: never;
  /**
   * Refused beside contentInfo: the object holds exactly one of text, contentInfo, richCard.
   */
  suggestions?: never;
  /**
   * Refused beside contentInfo: the object holds exactly one of text, contentInfo, richCard.
   */
  richCard?: never;
}
/**
 * A media file referenced by URL (API reference 2.5).
 */
export interface ContentInfo {
  /**
   * Public https URL of the media file.
   */
  fileUrl: string;
  /**
   * Public https URL of a thumbnail; at most 2,048 characters.
   */
  thumbnailUrl?: string;
  /**
   * Supported media type, lower case.
   */
  mimeType:
    | 'image/jpeg'
    | 'image/jpg'
    | 'image/gif'
    | 'image/png'
    | 'video/h263'
    | 'video/m4v'
    | 'video/mp4'
    | 'video/mpeg'
    | 'video/mpeg4'
    | 'video/webm'
    | 'application/pdf';
}
/**
 * A rich card message (API reference 2.6).
 */
export interface RichCardContent {
  /**
   * The rich card.
   */
  richCard: RichCard;
  /**
   * Refused beside richCard: the object holds exactly one of text, contentInfo, richCard.
   */
  text?: never;
  /**
   * Refused beside richCard: the object holds exactly one of text, contentInfo, richCard.
   */
  suggestions?: never;
  /**
   * Refused beside richCard: the object holds exactly one of text, contentInfo, richCard.
   */
  contentInfo?: never;
}
/**
 * A single rich card (API reference 2.6).
 */
export interface StandaloneCard {
  /**
   * VERTICAL or HORIZONTAL.
   */
  cardOrientation: 'VERTICAL' | 'HORIZONTAL';
  /**
   * LEFT or RIGHT; required when cardOrientation is HORIZONTAL.
   */
  thumbnailImageAlignment?: 'LEFT' | 'RIGHT';
  /**
   * The card's content.
   */
  cardContent: CardContent;
}
/**
 * The content of one card; at least one of title, description or media (API reference 2.6).
 */
export interface CardContent {
  /**
   * Card title; at most 200 characters.
   */
  title?: string;
  /**
   * Card description; at most 2,000 characters.
   */
  description?: string;
  /**
   * Card media.
   */
  media?: CardMedia;
  /**
   * At most 4 suggestions.
   *
   * @maxItems 4
   */
  suggestions?: Suggestion[];
}
/**
 * The media of a rich card (API reference 2.6).
 */
export interface CardMedia {
  /**
   * Preview height: SHORT (112 DP), MEDIUM (168 DP) or TALL (264 DP).
   */
  height?: 'SHORT' | 'MEDIUM' | 'TALL';
  /**
   * The media file.
   */
  contentInfo: ContentInfo;
}
/**
 * A carousel of 2 to 10 rich cards (API reference 2.6).
 */
export interface CarouselCard {
  /**
   * SMALL or MEDIUM, for every card of the carousel.
   */
  cardWidth: 'SMALL' | 'MEDIUM';
  /**
   * 2 to 10 cards.
   *
   * @minItems 2
   * @maxItems 10
   */
  cardContents: CardContent[];
}
