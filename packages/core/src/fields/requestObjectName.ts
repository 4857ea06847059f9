/**
 * The objects of a send request, by the names of the API reference: the request itself, a
 * message, its `contentMessage` and what it holds, down to each suggestion's action.
 * `cardMedia` is a card's `media`.
 *
 * @public
 */
export type RequestObjectName =
  | 'request'
  | 'message'
  | 'contentMessage'
  | 'contentInfo'
  | 'richCard'
  | 'standaloneCard'
  | 'carouselCard'
  | 'cardContent'
  | 'cardMedia'
  | 'suggestion'
  | 'reply'
  | 'openUrlAction'
  | 'dialAction'
  | 'viewLocationAction'
  | 'shareLocationAction'
  | 'createCalendarEventAction';
