import { _at, _object, _present, _string, _violate, type _Check, type _Json } from './walk';

/** The fields RBM writes in its answer only; a body may carry them (an answer sent back), the platform ignores them. @internal */
export const _OUTPUT_ONLY_FIELDS = ['name', 'sendTime', 'richMessageClassification', 'carrier', 'totalPayloadSizeBytes'] as const;

/** A proto3 JSON integer: a JSON number or a decimal string, never negative here. */
const isCount = (value: unknown): boolean => (typeof value === 'number' ? Number.isSafeInteger(value) && value >= 0 : typeof value === 'string' && /^\d{1,19}$/.test(value));

function checkCount(check: _Check, json: _Json, key: string, path: string): void {
  const field = _at(path, key);
  if (_present(json[key]) && !isCount(json[key])) _violate(check, field, 'FIELD_INVALID_TYPE', `${field} must be a non-negative integer (a number or a decimal string).`);
}

/**
 * Checks the output-only fields of an answer by their JSON types only: `name` and `sendTime`
 * strings, and for US numbers `carrier` a string, `totalPayloadSizeBytes` an int64 and
 * `richMessageClassification` `{ classificationType, segmentCount }`.
 *
 * @internal
 */
export function _checkOutputOnly(check: _Check, json: _Json): void {
  _string(check, json, 'name', '');
  _string(check, json, 'sendTime', '');
  _string(check, json, 'carrier', '');
  checkCount(check, json, 'totalPayloadSizeBytes', '');
  if (!_present(json['richMessageClassification'])) return;
  const classification = _object(check, json['richMessageClassification'], 'richMessageClassification', ['classificationType', 'segmentCount']);
  if (classification === undefined) return;
  _string(check, classification, 'classificationType', 'richMessageClassification');
  checkCount(check, classification, 'segmentCount', 'richMessageClassification');
}
