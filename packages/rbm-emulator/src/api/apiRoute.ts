/** The parts of a send URL: `/v1/phones/{+E.164}/agentMessages?agentId=&messageId=`. @internal */
export interface _SendTarget {
  readonly phoneNumber: string;
  readonly agentId: string | null;
  readonly messageId: string | null;
}

const SEND_PATH = /^\/v1\/phones\/([^/]+)\/agentMessages$/;

/** The target of a send URL, or undefined when `url` is not one. @internal */
export function _sendTargetOf(url: string): _SendTarget | undefined {
  const parsed = new URL(url, 'http://emulator.invalid');
  const match = SEND_PATH.exec(parsed.pathname);
  if (match === null || match[1] === undefined) return undefined;
  let phoneNumber: string;
  try {
    phoneNumber = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return { phoneNumber, agentId: parsed.searchParams.get('agentId'), messageId: parsed.searchParams.get('messageId') };
}
