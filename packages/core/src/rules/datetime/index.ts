export { _parseDateTime, _parseDateTimeWholeMs } from './parseDateTime';
export { _isLaterDateTime, _isLaterThanEpochMs } from './isLaterDateTime';
