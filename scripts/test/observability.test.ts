import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registeredMetricNames, startMetrics } from '@abialbum/service-kit';
import { parse } from 'yaml';

// deploy/observability: the alert rules and the dashboard name only metrics the services register (issue 26 item 2).
const dir = join(__dirname, '..', '..', 'deploy', 'observability');

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface Dashboard {
  panels: { type: string; title: string; targets?: { expr: string }[] }[];
  templating: { list: { type: string; query?: { query: string } }[] };
}

const rules = (parse(readFileSync(join(dir, 'alerts.yaml'), 'utf8')) as { groups: { name: string; rules: Rule[] }[] }).groups.flatMap((group) => group.rules);
const dashboard = JSON.parse(readFileSync(join(dir, 'dashboard.json'), 'utf8')) as Dashboard;

/** PromQL's words that are not metrics: aggregations, functions, keywords. */
const NOT_METRICS = new Set([
  'sum', 'min', 'max', 'avg', 'count', 'stddev', 'stdvar', 'topk', 'bottomk', 'quantile', 'count_values', 'group',
  'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset', 'inf', 'nan',
  'rate', 'irate', 'increase', 'delta', 'idelta', 'deriv', 'histogram_quantile', 'absent', 'absent_over_time', 'abs',
  'clamp_min', 'clamp_max', 'avg_over_time', 'max_over_time', 'min_over_time', 'sum_over_time', 'count_over_time',
  'label_replace', 'vector', 'scalar', 'time', 'changes', 'resets', 'round', 'ceil', 'floor', 'sort', 'sort_desc',
]);

/** Prometheus's own series (not registered by a process). */
const PROMETHEUS_SERIES = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);

/** The metric names an expression selects: strings, label matchers, grouping lists, ranges and numbers taken out first. */
export function metricsOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\$\w+/g, ' ');
  const names = bare.match(/[A-Za-z_:][A-Za-z0-9_:]*/g) ?? [];
  return [...new Set(names.filter((name) => !NOT_METRICS.has(name.toLowerCase())))];
}

describe('alert rules and dashboard (deploy/observability)', () => {
  startMetrics('observability-test');
  const registered = new Set(registeredMetricNames());

  it('reads the names out of PromQL, leaving labels, functions and ranges aside', () => {
    expect(metricsOf('histogram_quantile(0.99, sum by (service, le) (rate(a_seconds_bucket{route!~".*(x|y).*"}[5m]))) > 1')).toEqual(['a_seconds_bucket']);
    expect(metricsOf('max by (queue) (b) < 1 or absent(c{queue="svc-albums"})')).toEqual(['b', 'c']);
  });

  it('has the alerts the operators need, each with a severity and a summary', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['AbialbumHigh5xxRate', 'AbialbumHighP99Latency', 'AbialbumDeadLetters', 'AbialbumOutboxStuck', 'AbialbumConsumerMissing']),
    );
    for (const rule of rules) {
      expect(rule.expr.trim()).not.toBe('');
      expect(['page', 'warn']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
    }
  });

  it('names only metrics the services register, in every alert rule', () => {
    const unknown = rules.flatMap((rule) => metricsOf(rule.expr).filter((name) => !registered.has(name) && !PROMETHEUS_SERIES.has(name)).map((name) => `${rule.alert}: ${name}`));
    expect(unknown).toEqual([]);
    expect(rules.flatMap((rule) => metricsOf(rule.expr)).length).toBeGreaterThan(rules.length - 1);
  });

  it('names only metrics the services register, in every dashboard panel and variable', () => {
    const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(graphs.length).toBeGreaterThan(10);
    const used = graphs.flatMap((panel) => {
      expect(panel.targets?.length).toBeGreaterThan(0);
      return (panel.targets ?? []).flatMap((target) => metricsOf(target.expr).map((name) => `${panel.title}: ${name}`));
    });
    const variables = dashboard.templating.list.flatMap((variable) => {
      const query = variable.query?.query ?? '';
      const labelValues = /^label_values\(\s*([A-Za-z_:][A-Za-z0-9_:]*)/.exec(query);
      return labelValues ? [`variable: ${labelValues[1]}`] : [];
    });
    expect(variables.length).toBeGreaterThan(0);
    const unknown = [...used, ...variables].filter((entry) => !registered.has(entry.split(': ')[1] ?? ''));
    expect(unknown).toEqual([]);
  });

  it('covers every metric of issue 26 item 2 on the dashboard', () => {
    const shown = new Set(dashboard.panels.flatMap((panel) => (panel.targets ?? []).flatMap((target) => metricsOf(target.expr))));
    const wanted = [
      'abialbum_http_requests_total', 'abialbum_http_request_duration_seconds_bucket', 'abialbum_events_published_total',
      'abialbum_events_consumed_total', 'abialbum_events_retried_total', 'abialbum_events_dead_lettered_total',
      'abialbum_queue_messages', 'abialbum_queue_consumers', 'abialbum_dead_letter_messages', 'abialbum_outbox_backlog',
      'abialbum_outbox_oldest_age_seconds', 'abialbum_lock_wait_seconds_bucket', 'abialbum_media_upload_bytes_total',
      'abialbum_media_derivative_jobs_queued', 'abialbum_db_command_duration_seconds_count', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes',
    ];
    expect(wanted.filter((name) => !shown.has(name))).toEqual([]);
  });
});
