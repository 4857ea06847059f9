/** `count` accepted text messages with fresh ids to distinct RCS-capable numbers, as the server queues them. */
export function benchMessages(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
    principalId: 'acme',
    index: 0,
    acceptedAt: new Date().toISOString(),
    expiresAt: null,
    message: { to: `351912${String(index).padStart(5, '0')}1`, from: 'acme_agent', contentMessage: { text: `Your code is ${index}` } },
  }));
}
