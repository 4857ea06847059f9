// Validates what clients send against @rcs-send/schemas with ajv, as a service in any language
// would with its own JSON Schema library. Run: pnpm --filter @rcs-send/examples run schemas
// #region validate
const { Ajv2020 } = require('ajv/dist/2020');
const addFormats = require('ajv-formats').default;
const sendRequest = require('@rcs-send/schemas/send-request.json');

const ajv = new Ajv2020({ allErrors: true });
addFormats(ajv); // the schemas use the format date-time: it must be asserted
const validate = ajv.compile(sendRequest);

const sent = {
  organizationId: '2F1C7A4E-8B3D-4C6A-9E2F-5D7B1A3C9E04',
  messages: [{ to: '+351 912 345 678', from: 'acme', contentMessage: { text: 'Your code is 123456' } }],
};
console.log('as sent:', validate(sent)); // true: the service accepts it, and canonicalises it
console.log('without messages:', validate({ organizationId: sent.organizationId }), validate.errors?.[0]?.message);
// #endregion
