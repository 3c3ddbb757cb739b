import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../test/test-jobs';
import { buildTestApp, type TestContext } from '../test/helpers';

// Issue 34, the operator's kit: the alert rules and the dashboard in deploy/ only name metrics
// Ponte exports, with the labels they select on.
const root = new URL('../../../', import.meta.url).pathname;
const alerts = readFileSync(`${root}deploy/prometheus-alerts.yml`, 'utf8');
const dashboard = JSON.parse(readFileSync(`${root}deploy/grafana-dashboard.json`, 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};

/** The PromQL of the alert rules: each `expr:` value, on one line or folded over several. */
function alertExpressions(text: string): string[] {
  const out: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^(\s*)expr:\s*(.*)$/.exec(lines[i]!);
    if (!match) continue;
    if (match[2] && !match[2].startsWith('>')) {
      out.push(match[2]);
      continue;
    }
    const folded: string[] = [];
    while (i + 1 < lines.length && lines[i + 1]!.startsWith(`${match[1]}  `)) folded.push(lines[++i]!.trim());
    out.push(folded.join(' '));
  }
  return out;
}

/** Metric names and the label keys each is selected on. `up` is Prometheus's own. */
function selectors(expr: string): { name: string; labels: string[] }[] {
  const found: { name: string; labels: string[] }[] = [];
  for (const m of expr.matchAll(/\b((?:ponte|nodejs|process)_[a-z0-9_]+)(\{([^}]*)\})?/g)) {
    const labels = [...(m[3] ?? '').matchAll(/([a-z_]+)\s*(?:=~|!=|=)/g)].map((l) => l[1]!);
    found.push({ name: m[1]!.replace(/_(bucket|sum|count)$/, ''), labels });
  }
  return found;
}

let t: TestContext;
let exported: string;
beforeAll(async () => {
  t = await buildTestApp();
  // A request and a job type seen, so the labelled series have samples to show their labels.
  await t.app.inject({ method: 'GET', url: '/api/health' });
  await t.app.jobs.enqueue('noop-for-metrics', {});
  exported = await t.app.metrics.text();
});
afterAll(() => t.close());

describe('deploy/prometheus-alerts.yml and deploy/grafana-dashboard.json', () => {
  const expressions = [...alertExpressions(alerts), ...dashboard.panels.flatMap((p) => p.targets.map((x) => x.expr))];

  it('cover what an operator watches: instance down, 5xx rate, job queue age, event loop lag, database and Redis', () => {
    for (const alert of [
      'PonteInstanceDown',
      'PonteHigh5xxRate',
      'PonteJobQueueStuck',
      'PonteEventLoopLag',
      'PonteDependencyDown',
    ])
      expect(alerts).toContain(`alert: ${alert}`);
    expect(alertExpressions(alerts)).toHaveLength(6);
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(8);
  });

  it('name only metrics /metrics exports, each with the labels selected on', () => {
    const used = expressions.flatMap(selectors);
    expect(used.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const { name, labels } of used) {
      if (!new RegExp(`^# TYPE ${name} `, 'm').test(exported)) missing.push(name);
      for (const label of labels)
        if (!new RegExp(`^${name}(_bucket)?\\{[^}]*\\b${label}="`, 'm').test(exported))
          missing.push(`${name}{${label}}`);
    }
    expect(missing).toEqual([]);
  });

  it('the database answering shows as ponte_dependency_up 1', () => {
    expect(exported).toMatch(/^ponte_dependency_up\{dependency="database"\} 1$/m);
  });
});
