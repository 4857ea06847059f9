// Type-level proof that every schema's output is exactly the hand-written canonical type.
// Checked by `tsc -p packages/core/tsconfig.json` (this file is not excluded like *.test.ts).
import type * as v from 'valibot';
import { expectTypeOf } from 'vitest';
import type { CardContent, CardMedia, CarouselCard, ContentInfo, ContentMessage, RichCard, StandaloneCard } from '../types/content';
import type { Message, SendRequest } from '../types/request';
import type {
  CreateCalendarEventAction,
  DialAction,
  OpenUrlAction,
  Reply,
  ShareLocationAction,
  Suggestion,
  ViewLocationAction,
} from '../types/suggestion';
import type * as s from './index';

expectTypeOf<v.InferOutput<typeof s.ContentInfoSchema>>().toEqualTypeOf<ContentInfo>();
expectTypeOf<v.InferOutput<typeof s.ReplySchema>>().toEqualTypeOf<Reply>();
expectTypeOf<v.InferOutput<typeof s.OpenUrlActionSchema>>().toEqualTypeOf<OpenUrlAction>();
expectTypeOf<v.InferOutput<typeof s.DialActionSchema>>().toEqualTypeOf<DialAction>();
expectTypeOf<v.InferOutput<typeof s.ViewLocationActionSchema>>().toEqualTypeOf<ViewLocationAction>();
expectTypeOf<v.InferOutput<typeof s.ShareLocationActionSchema>>().toEqualTypeOf<ShareLocationAction>();
expectTypeOf<v.InferOutput<typeof s.CreateCalendarEventActionSchema>>().toEqualTypeOf<CreateCalendarEventAction>();
expectTypeOf<v.InferOutput<typeof s.SuggestionSchema>>().toEqualTypeOf<Suggestion>();
expectTypeOf<v.InferOutput<typeof s.CardMediaSchema>>().toEqualTypeOf<CardMedia>();
expectTypeOf<v.InferOutput<typeof s.CardContentSchema>>().toEqualTypeOf<CardContent>();
expectTypeOf<v.InferOutput<typeof s.StandaloneCardSchema>>().toEqualTypeOf<StandaloneCard>();
expectTypeOf<v.InferOutput<typeof s.CarouselCardSchema>>().toEqualTypeOf<CarouselCard>();
expectTypeOf<v.InferOutput<typeof s.RichCardSchema>>().toEqualTypeOf<RichCard>();
expectTypeOf<v.InferOutput<typeof s.ContentMessageSchema>>().toEqualTypeOf<ContentMessage>();
expectTypeOf<v.InferOutput<typeof s.MessageSchema>>().toEqualTypeOf<Message>();
expectTypeOf<v.InferOutput<ReturnType<typeof s.messageSchema>>>().toEqualTypeOf<Message>();
expectTypeOf<v.InferOutput<typeof s.SendRequestSchema>>().toEqualTypeOf<SendRequest>();
expectTypeOf<v.InferOutput<ReturnType<typeof s.sendRequestSchema>>>().toEqualTypeOf<SendRequest>();
