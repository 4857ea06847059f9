// The core alone: validate a body (a JSON file given as argument, or the literal below) and
// print either the canonical request or each issue and the API's 400 body.
// Run: pnpm --filter @rcs-send/examples run core [file.json]
// #region validate
import { readFileSync } from 'node:fs';
import { toErrorResponse, validateSendRequest } from '@rcs-send/core';

const file = process.argv[2];
const body = file === undefined
  ? '{"organizationId":"3B9D2F6E-1C4A-4E7B-9D8F-0A1B2C3D4E5F","messages":[{"to":"+351 912 345 678","from":"acme_agent","contentMessage":{"text":"Hello"}}]}'
  : readFileSync(file, 'utf8');

const result = validateSendRequest(JSON.parse(body));
if (result.ok) {
  // The canonical request: "+351 912 345 678" is now "351912345678", the UUID lower case.
  console.log(JSON.stringify(result.value, null, 2));
} else {
  // `param` is where the issue is: "" for the body itself (a body that is not an object).
  for (const issue of result.issues) console.log(`${issue.param || '(root)'}: ${issue.description} (${issue.code})`);
  console.log(JSON.stringify(toErrorResponse(result))); // what a server answers with 400
  process.exitCode = 1;
}
// #endregion
