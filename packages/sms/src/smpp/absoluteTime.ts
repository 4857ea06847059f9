const two = (value: number): string => String(value).padStart(2, '0');

/**
 * A moment in SMPP 3.4's absolute time format (YYMMDDhhmmsstnnp, section 7.1.1), in UTC:
 * tenths of a second rounded down, so an SMS's validity never outlasts the moment given.
 */
export function toSmppAbsoluteTime(moment: Date): string {
  const date = `${two(moment.getUTCFullYear() % 100)}${two(moment.getUTCMonth() + 1)}${two(moment.getUTCDate())}`;
  const time = `${two(moment.getUTCHours())}${two(moment.getUTCMinutes())}${two(moment.getUTCSeconds())}`;
  return `${date}${time}${Math.floor(moment.getUTCMilliseconds() / 100)}00+`;
}
