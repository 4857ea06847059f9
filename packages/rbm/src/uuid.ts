/** An RFC 4122 UUID in its 8-4-4-4-12 hexadecimal form, any case: what RBM takes as a messageId. @internal */
export const _UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
