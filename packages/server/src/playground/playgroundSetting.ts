import { ConfigError } from '../config/check';

/** The `playground` option of startServer from `RCS_SEND_PLAYGROUND`: `off` turns it off, `on` or unset keeps the default. @internal */
export function _playgroundSetting(value: string | undefined): { playground?: false } {
  if (value === undefined || value === 'on') return {};
  if (value === 'off') return { playground: false };
  throw new ConfigError('RCS_SEND_PLAYGROUND must be on or off');
}
