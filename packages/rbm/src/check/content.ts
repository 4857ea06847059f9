import { RBM_LIMITS } from '../limits';
import { _checkSuggestions } from './suggestion';
import { _array, _at, _enum, _object, _oneOf, _present, _string, _violate, type _Check, type _Json } from './walk';

const CONTENT_TYPES = ['text', 'uploadedRbmFile', 'fileName', 'richCard', 'contentInfo'] as const;
const HEIGHTS = ['SHORT', 'MEDIUM', 'TALL'] as const;

/** Checks a contentInfo: fileUrl required, thumbnailUrl and forceRefresh optional. @internal */
function checkContentInfo(check: _Check, value: unknown, path: string): void {
  const json = _object(check, value, path, ['fileUrl', 'thumbnailUrl', 'forceRefresh']);
  if (json === undefined) return;
  const fileUrl = _string(check, json, 'fileUrl', path, { required: true });
  if (fileUrl === '') _violate(check, _at(path, 'fileUrl'), 'VALUE_INVALID', `${_at(path, 'fileUrl')} must not be empty.`);
  _string(check, json, 'thumbnailUrl', path);
  if (_present(json['forceRefresh']) && typeof json['forceRefresh'] !== 'boolean')
    _violate(check, _at(path, 'forceRefresh'), 'FIELD_INVALID_TYPE', `${_at(path, 'forceRefresh')} must be a boolean.`);
}

function checkUploadedFile(check: _Check, value: unknown, path: string): void {
  const json = _object(check, value, path, ['fileName', 'thumbnailName']);
  if (json === undefined) return;
  _string(check, json, 'fileName', path, { required: true });
  _string(check, json, 'thumbnailName', path);
}

function checkMedia(check: _Check, value: unknown, path: string, vertical: boolean): void {
  const json = _object(check, value, path, ['height', 'contentInfo', 'uploadedRbmFile', 'fileName']);
  if (json === undefined) return;
  const height = _enum(check, json, 'height', path, HEIGHTS);
  if (vertical && height === undefined && !_present(json['height']))
    _violate(check, _at(path, 'height'), 'MEDIA_HEIGHT_REQUIRED', `${_at(path, 'height')} is required on a vertical card.`);
  for (const source of _oneOf(check, json, ['contentInfo', 'uploadedRbmFile', 'fileName'], path)) {
    if (source === 'contentInfo') checkContentInfo(check, json[source], _at(path, source));
    else if (source === 'uploadedRbmFile') checkUploadedFile(check, json[source], _at(path, source));
    else _string(check, json, source, path);
  }
}

function checkCardContent(check: _Check, value: unknown, path: string, vertical: boolean): void {
  const json = _object(check, value, path, ['title', 'description', 'media', 'suggestions']);
  if (json === undefined) return;
  if (!['title', 'description', 'media'].some((key) => _present(json[key])))
    _violate(check, path, 'CARD_CONTENT_EMPTY', `${path} must contain at least one of title, description or media.`);
  _string(check, json, 'title', path, { max: RBM_LIMITS.cardTitleMaxChars });
  _string(check, json, 'description', path, { max: RBM_LIMITS.cardDescriptionMaxChars });
  if (_present(json['media'])) checkMedia(check, json['media'], _at(path, 'media'), vertical);
  _checkSuggestions(check, json, path, RBM_LIMITS.cardSuggestionsMax);
}

function required(check: _Check, json: _Json, key: string, path: string): boolean {
  if (_present(json[key])) return true;
  _violate(check, _at(path, key), 'FIELD_REQUIRED', `${_at(path, key)} is required.`);
  return false;
}

function checkStandalone(check: _Check, value: unknown, path: string): void {
  const json = _object(check, value, path, ['cardOrientation', 'thumbnailImageAlignment', 'cardContent']);
  if (json === undefined) return;
  const orientation = _enum(check, json, 'cardOrientation', path, ['VERTICAL', 'HORIZONTAL'], true);
  _enum(check, json, 'thumbnailImageAlignment', path, ['LEFT', 'RIGHT']);
  if (required(check, json, 'cardContent', path)) checkCardContent(check, json['cardContent'], _at(path, 'cardContent'), orientation !== 'HORIZONTAL');
}

function checkCarousel(check: _Check, value: unknown, path: string): void {
  const json = _object(check, value, path, ['cardWidth', 'cardContents']);
  if (json === undefined) return;
  _enum(check, json, 'cardWidth', path, ['SMALL', 'MEDIUM'], true);
  if (!required(check, json, 'cardContents', path)) return;
  const count = _array(check, json, 'cardContents', path, RBM_LIMITS.carouselCardsMax, (card, at) => checkCardContent(check, card, at, true));
  if (Array.isArray(json['cardContents']) && count < RBM_LIMITS.carouselCardsMin)
    _violate(check, _at(path, 'cardContents'), 'TOO_FEW', `${_at(path, 'cardContents')} must have at least ${RBM_LIMITS.carouselCardsMin} cards.`);
}

function checkRichCard(check: _Check, value: unknown, path: string): void {
  const json = _object(check, value, path, ['standaloneCard', 'carouselCard']);
  if (json === undefined) return;
  for (const kind of _oneOf(check, json, ['standaloneCard', 'carouselCard'], path))
    (kind === 'standaloneCard' ? checkStandalone : checkCarousel)(check, json[kind], _at(path, kind));
}

/** Checks an AgentContentMessage: exactly one content type (the deprecated fileName included), its fields, at most 11 suggestions. @internal */
export function _checkContentMessage(check: _Check, value: unknown, path: string): void {
  const json = _object(check, value, path, [...CONTENT_TYPES, 'suggestions']);
  if (json === undefined) return;
  for (const type of _oneOf(check, json, CONTENT_TYPES, path)) {
    const at = _at(path, type);
    if (type === 'text') _string(check, json, type, path, { max: RBM_LIMITS.textMaxChars });
    else if (type === 'fileName') _string(check, json, type, path);
    else if (type === 'uploadedRbmFile') checkUploadedFile(check, json[type], at);
    else if (type === 'richCard') checkRichCard(check, json[type], at);
    else checkContentInfo(check, json[type], at);
  }
  _checkSuggestions(check, json, path, RBM_LIMITS.messageSuggestionsMax);
}
