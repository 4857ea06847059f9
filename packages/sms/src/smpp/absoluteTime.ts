const two = (value: number): string => String(value).padStart(2, '0');

/** A moment's UTC digits as SMPP writes dates: YYMMDDhhmmss (a receipt's dates take the first ten). */
export function smppDateDigits(moment: Date): string {
  const date = `${two(moment.getUTCFullYear() % 100)}${two(moment.getUTCMonth() + 1)}${two(moment.getUTCDate())}`;
  return `${date}${two(moment.getUTCHours())}${two(moment.getUTCMinutes())}${two(moment.getUTCSeconds())}`;
}

/**
 * A moment in SMPP 3.4's absolute time format (YYMMDDhhmmsstnnp, section 7.1.1), in UTC:
 * tenths of a second rounded down, so an SMS's validity never outlasts the moment given.
 */
export function toSmppAbsoluteTime(moment: Date): string {
  return `${smppDateDigits(moment)}${Math.floor(moment.getUTCMilliseconds() / 100)}00+`;
}
