import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withLogContext } from './log';
import { BUSINESS_METRICS } from './metric-catalog';
import { emfRecord, Metrics } from './metrics';

/** What CloudWatch requires of an EMF line: each declared metric and dimension is a root field. */
function assertValidEmf(line: Record<string, unknown>) {
  const aws = line._aws as {
    Timestamp: number;
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[];
  };
  expect(typeof aws.Timestamp).toBe('number');
  for (const directive of aws.CloudWatchMetrics) {
    expect(directive.Namespace).toBe('Crafti');
    for (const name of directive.Dimensions.flat()) expect(typeof line[name]).toBe('string');
    for (const { Name } of directive.Metrics) expect(typeof line[Name]).toBe('number');
  }
}

describe('Metrics.count', () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    vi.stubEnv('STAGE', 'test');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('writes one embedded-metric-format line per count, with the stage as its only dimension', () => {
    // Act
    Metrics.count('ordersPaid', 1, { orderId: 'o-1' });
    // Assess
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    assertValidEmf(line);
    expect(line).toMatchObject({ Stage: 'test', OrdersPaid: 1, orderId: 'o-1' });
    expect((line._aws as { CloudWatchMetrics: { Dimensions: string[][] }[] }).CloudWatchMetrics[0]!.Dimensions).toEqual(
      [['Stage']],
    );
  });

  it('carries the request id and route key of the request that counted', async () => {
    await withLogContext({ requestId: 'req-1', routeKey: 'POST /register' }, async () => {
      await Promise.resolve();
      Metrics.count('registrations');
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: 'req-1', routeKey: 'POST /register', Registrations: 1 });
  });

  it('never lets a property overwrite the metric or its dimension', () => {
    const record = emfRecord('uploadsRejected', 2, {
      UploadsRejected: 99,
      Stage: 'prod',
      _aws: 'x',
      reason: 'too_big',
    } as never);
    assertValidEmf(record);
    expect(record).toMatchObject({ UploadsRejected: 2, Stage: 'test', reason: 'too_big' });
  });

  it('has a distinct CloudWatch name for every metric', () => {
    const names = Object.values(BUSINESS_METRICS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
  });
});
