import { describe, expect, it } from 'vitest';
import { _createServerMetrics } from './serverMetrics';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

describe('the usage counter', () => {
  it('should count by outcome only, unless the operator turned the organization label on', async () => {
    const plain = _createServerMetrics();
    const labelled = _createServerMetrics(true);
    for (const metrics of [plain, labelled]) {
      metrics.usage(ORG, 'sent', 2);
      metrics.usage(ORG, 'sent', 1);
      metrics.usage(ORG, 'rejected', 0);
    }
    expect(await plain.registry.metrics()).toContain('rcs_send_usage_messages_total{outcome="sent"} 3');
    expect(await plain.registry.metrics()).not.toContain(ORG);
    expect(await labelled.registry.metrics()).toContain(`rcs_send_usage_messages_total{outcome="sent",organization="${ORG}"} 3`);
    expect(await labelled.registry.metrics()).not.toContain('outcome="rejected"'); // nothing counted, no series
  });
});

describe('the SMS segments counter', () => {
  it('should count the segments of each SMS sent, by organization only when the operator turned the label on', async () => {
    const plain = _createServerMetrics();
    const labelled = _createServerMetrics(true);
    for (const metrics of [plain, labelled]) {
      metrics.usage(ORG, 'smsSegments', 2);
      metrics.usage(ORG, 'smsSegments', 1);
    }
    expect(await plain.registry.metrics()).toContain('rcs_send_sms_segments_total 3');
    expect(await plain.registry.metrics()).not.toContain('outcome="smsSegments"');
    expect(await labelled.registry.metrics()).toContain(`rcs_send_sms_segments_total{organization="${ORG}"} 3`);
  });
});
