// The valibot schemas of the send request, named one by one: the readable reference of every rule.
export { ContentInfoSchema } from './contentInfo';
export {
  ReplySchema,
  OpenUrlActionSchema,
  DialActionSchema,
  ViewLocationActionSchema,
  ShareLocationActionSchema,
  CreateCalendarEventActionSchema,
  SuggestionSchema,
} from './suggestion';
export { CardMediaSchema, CardContentSchema } from './cardContent';
export { StandaloneCardSchema, CarouselCardSchema, RichCardSchema } from './richCard';
export { ContentMessageSchema } from './contentMessage';
export { messageSchema, MessageSchema, type Clock } from './message';
export { sendRequestSchema, SendRequestSchema } from './sendRequest';
export { toIssues } from './issues';
