import { MIME_TYPES, type SupportedMimeType } from '../../limits/enums';

/**
 * The canonical (lower-case) form of a supported media type, matched case-insensitively, or
 * undefined when it is not supported. A canonical value is returned without lower-casing it.
 *
 * @internal
 */
export function _canonicalMimeType(value: string): SupportedMimeType | undefined {
  if (MIME_TYPES.includes(value as SupportedMimeType)) return value as SupportedMimeType;
  const lower = value.toLowerCase();
  return MIME_TYPES.includes(lower as SupportedMimeType) ? (lower as SupportedMimeType) : undefined;
}
