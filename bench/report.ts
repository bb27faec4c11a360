import { writeFileSync } from 'node:fs';
import type { FanOutRow } from './fan-out.ts';
import type { RouteResult } from './front-end.ts';
import type { PhotoUplinkResult } from './photo-uplink.ts';
import type { PhotoResult } from './photos.ts';
import type { ScaleOutResult } from './scale-out.ts';
import type { ScaleResult } from './search.ts';
import type { SitemapResult } from './sitemap.ts';
import type { StartUpResult } from './start-up.ts';
import type { MeasuredLoad, UncachedResult } from './uncached.ts';
import type { UncachedScaleResult } from './uncached-scale.ts';
import type { ZipfResult } from './zipf.ts';

interface Saved<T> {
  at: string;
  seconds: number;
  /** 1-minute load average at the start and the end (2 cores; other sessions share the machine). */
  load?: number[];
  /** The processor it ran on: the hosts differ from one session to the next, about twofold in speed. */
  cpu?: string;
  options: { quick: boolean; durationS: number; connections: number };
  result: T;
}

export interface Sections {
  'search-postgres'?: Saved<ScaleResult[]>;
  'search-pglite'?: Saved<ScaleResult[]>;
  uncached?: Saved<UncachedResult>;
  'uncached-scale'?: Saved<UncachedScaleResult>;
  zipf?: Saved<ZipfResult>;
  'fan-out'?: Saved<FanOutRow[]>;
  photos?: Saved<PhotoResult>;
  'front-end'?: Saved<RouteResult[]>;
  'start-up'?: Saved<StartUpResult>;
  'scale-out'?: Saved<ScaleOutResult>;
  sitemap?: Saved<SitemapResult[]>;
  'photo-uplink'?: Saved<PhotoUplinkResult>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

function table(header: string[], rows: (string | number)[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Slow 4G as Lighthouse models it: 150 ms round trip, 1.6 Mbit/s down. */
const slow4gMs = (bytes: number) => 150 + (bytes * 8) / 1600;

function searchSection(saved: Saved<ScaleResult[]>): string[] {
  const out: string[] = [];
  const { durationS, connections } = saved.options;
  for (const scale of saved.result) {
    const isGoalScale = scale.engine === 'postgres' && scale.rows >= 1_000_000;
    out.push(
      `### ${scale.engine}, ${scale.rows.toLocaleString('en')} listings`,
      '',
      `Generated in ${scale.generateS.toFixed(0)} s. autocannon, ${connections} connections, ${durationS} s per mix, ` +
        `paths of a mix round-robin. /healthz on the same server: p50 ${scale.healthz.p50} ms, p99 ${scale.healthz.p99} ms, ` +
        `**${scale.healthz.rps.toFixed(0)} req/s**.`,
      '',
    );
    const page1 = scale.load.find((l) => l.mix.id === 'page-1')?.result;
    const rows = scale.load.map(({ mix, result }) => {
      const share = result.rps / scale.healthz.rps;
      let goal = mix.isText ? 'p99 ≤ 100 ms' : 'p99 ≤ 30 ms, ≥ 50% of /healthz';
      let ok = mix.isText ? result.p99 <= 100 : result.p99 <= 30 && share >= 0.5;
      if (mix.id.startsWith('html-') && page1) {
        // Issue 18: a server-rendered page keeps the throughput of the JSON search (within 2×).
        goal = 'p99 ≤ 30 ms, ≥ 50% of page 1 (JSON)';
        ok = result.p99 <= 30 && result.rps >= 0.5 * page1.rps;
      }
      if (mix.id === 'page-50' && page1) {
        goal = 'p50 within 2× page 1';
        ok = result.p50 <= 2 * Math.max(page1.p50, 1);
      }
      if (mix.withoutGoal) goal = mix.withoutGoal;
      return [
        mix.label,
        result.p50,
        result.p99,
        result.rps.toFixed(0),
        `${(share * 100).toFixed(0)}%`,
        kb(result.bytesPerResponse),
        result.errors + (mix.id === 'page-1-304' ? 0 : result.non2xx),
        goal,
        mix.withoutGoal
          ? ''
          : isGoalScale || mix.isText || mix.id === 'page-50' || mix.id.startsWith('html-')
            ? mark(ok)
            : ok
              ? 'yes'
              : 'no',
      ];
    });
    out.push(table(['mix', 'p50 ms', 'p99 ms', 'req/s', 'of /healthz', 'body', 'errors', 'goal', 'met'], rows), '');
  }
  return out;
}

function zipfSection(saved: Saved<ZipfResult>): string[] {
  const { listings, combinations, exponent, sequence, top100Share, connections, durationS, runs } = saved.result;
  return [
    '## 1c. Searches as traffic asks them (issue 20)',
    '',
    `PostgreSQL, ${listings.toLocaleString('en')} listings. ${combinations.toLocaleString('en')} different first pages ` +
      '(list × city × sort × bedrooms × price cap, as cards), asked in a sequence of ' +
      `${sequence.toLocaleString('en')} requests drawn with Zipf's law (the r-th most asked ∝ 1/r^${exponent}; ` +
      `the 100 most asked are ${(100 * top100Share).toFixed(0)}% of the requests). autocannon, ${connections} ` +
      `connections, ${durationS} s, the server's answer cache as deployed and off; the hit rate is the server's own ` +
      "count (`dar_search_cache_requests_total`), and the listings kept the share of the computed pages' listings " +
      'whose JSON was kept by version (`dar_listing_json_requests_total`).',
    '',
    table(
      ['answer cache', 'req/s', 'p50 ms', 'p99 ms', 'hit rate', 'listings kept', 'errors'],
      runs.map(({ cacheSeconds, load, hitRate, listingHitRate }) => [
        cacheSeconds > 0 ? `${cacheSeconds} s` : 'off',
        load.rps.toFixed(0),
        load.p50,
        load.p99,
        `${(100 * hitRate).toFixed(1)}%`,
        listingHitRate === undefined ? '—' : `${(100 * listingHitRate).toFixed(1)}%`,
        load.errors + load.non2xx,
      ]),
    ),
    '',
  ];
}

/** CPU ms per answer, as the tables of sections 1b and 1d show it. */
const cpu = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(3));

/** What an answer cost the processes that served it, together. */
const inAll = (load: MeasuredLoad) =>
  load.cpuMsPerRequest + (load.databaseCpuMsPerRequest ?? 0) + load.loadCpuMsPerRequest;

function uncachedSection(saved: Saved<UncachedResult>): string[] {
  const { listings, connections, durationS, runs, embedded } = saved.result;
  return [
    '## 1b. Uncached search (issue 20)',
    '',
    `PostgreSQL with the demo data (${listings} listings), the answer cache off (\`SEARCH_CACHE_SECONDS=0\`): every ` +
      `answer is computed. autocannon, ${connections} connections, ${durationS} s for /healthz and then ${durationS} s ` +
      'for the mix on the same server. ' +
      'pgbench then runs the statements the API runs for the same paths (their values written in, the same ' +
      'connections and duration, the server idle; sent as the API sends them: prepared once per client where the API ' +
      'keeps the plan, a tallied first page, else the simple protocol, planned each time): what PostgreSQL alone answers on this machine, ' +
      'which no server in front of it can pass; 25% of /healthz beside it says whether the goal is reachable by ' +
      'anything that asks the database.',
    '',
    table(
      [
        'mix',
        'req/s',
        '/healthz req/s',
        'of /healthz',
        'p50 ms',
        'p99 ms',
        'pgbench tps',
        '25% of /healthz',
        'errors',
        '≥ 25% of /healthz',
      ],
      runs.map(({ label, healthz, search, pgbenchTps }) => [
        label,
        search.rps.toFixed(0),
        healthz.rps.toFixed(0),
        `${((100 * search.rps) / healthz.rps).toFixed(0)}%`,
        search.p50,
        search.p99,
        pgbenchTps.toFixed(0),
        (0.25 * healthz.rps).toFixed(0),
        search.errors + search.non2xx,
        mark(search.rps >= 0.25 * healthz.rps),
      ]),
    ),
    '',
    "Where an answer's CPU goes, in ms per answered request (user + system, /proc), in the same runs: the server " +
      "process, PostgreSQL's processes (its backends) and autocannon (the bench's own process), which share the " +
      "machine's cores. With the cores as busy in both runs, 25% of /healthz's rate is an answer that costs the " +
      "three together at most four times what /healthz's costs them.",
    '',
    table(
      [
        'mix',
        'server',
        'PostgreSQL',
        'autocannon',
        'in all',
        '/healthz: server',
        '/healthz: autocannon',
        '/healthz in all',
      ],
      runs.map(({ label, healthz, search }) => [
        label,
        cpu(search.cpuMsPerRequest),
        cpu(search.databaseCpuMsPerRequest),
        cpu(search.loadCpuMsPerRequest),
        cpu(inAll(search)),
        cpu(healthz.cpuMsPerRequest),
        cpu(healthz.loadCpuMsPerRequest),
        cpu(inAll(healthz)),
      ]),
    ),
    '',
    ...(embedded
      ? [
          'The same mixes on the embedded database (PGlite, the demo data): the server answering them (cache off, ' +
            `${connections} connections) beside PGlite's own rate for the same statements (what the API runs for ` +
            'one answer, sent as it sends them: prepared once and run by EXECUTE where it keeps the plan, else with ' +
            'their parameters, planned each time), run one after another in one process with nothing else (PGlite ' +
            'runs one statement at a time).',
          '',
          table(
            [
              'mix',
              'server req/s',
              'PGlite alone, answers/s',
              'of PGlite',
              'p99 ms',
              'CPU ms/request',
              '≥ 50% of PGlite',
            ],
            embedded.map(({ label, search, statementsPerS }) => [
              label,
              search.rps.toFixed(0),
              statementsPerS.toFixed(0),
              `${((100 * search.rps) / statementsPerS).toFixed(0)}%`,
              search.p99,
              cpu(search.cpuMsPerRequest),
              mark(search.rps >= 0.5 * statementsPerS),
            ]),
          ),
          '',
        ]
      : []),
  ];
}

function uncachedScaleSection(saved: Saved<UncachedScaleResult>): string[] {
  const { listings, generateS, connections, durationS, runs } = saved.result;
  return [
    '## 1d. Uncached search at scale, beside PostgreSQL alone (issue 20)',
    '',
    `PostgreSQL, ${listings.toLocaleString('en')} generated listings (${generateS.toFixed(0)} s), the answer cache off. ` +
      `For each mix the server is driven (autocannon, ${connections} connections, ${durationS} s), then pgbench runs ` +
      `the statements the API runs for the same paths (their values written in, ${connections} clients, ${durationS} s, ` +
      'sent as the API sends them: prepared once per client where the API keeps the plan, a tallied first page, else ' +
      "the simple protocol, planned with their values as the API's unnamed statement is; a mix of both runs half its time " +
      'each way, and its rate is what its answers in the same proportions take) with the server idle: a ' +
      'script per path holds what one answer runs (repo.ts selectSearchStatements: what a search counts first, the ' +
      'price groups, or the listing sample and then, unless it shows past the cap, the capped count of one no tally ' +
      "holds; then its page, which counts where the sample shows many, or a text's matches read once). The plan is EXPLAIN ANALYZE of " +
      "the first path's statements (the count a search runs first, if any, then its page), warm. pgbench's mean latency is what PostgreSQL alone takes per answer under the same " +
      'load: where it passes 30 ms, no server in front of it can keep its p99 within 30 ms.',
    '',
    table(
      [
        'mix',
        'req/s',
        'p50 ms',
        'p99 ms',
        'pgbench tps',
        'pgbench mean ms',
        'of pgbench',
        'plan',
        'errors',
        'p99 ≤ 30 ms, ≥ 50%, no seq scan',
      ],
      runs.map(({ label, search, pgbenchTps, pgbenchLatencyMs, executionMs, hasSeqScan, plan }) => [
        label,
        search.rps.toFixed(0),
        search.p50,
        search.p99,
        pgbenchTps.toFixed(0),
        pgbenchLatencyMs.toFixed(1),
        `${((100 * search.rps) / pgbenchTps).toFixed(0)}%`,
        `${summarisePlan(plan)}; ${ms(executionMs)}`,
        search.errors + search.non2xx,
        mark(search.p99 <= 30 && search.rps >= 0.5 * pgbenchTps && !hasSeqScan),
      ]),
    ),
    '',
    "Where an answer's CPU goes, in ms per answered request (user + system, /proc), in the same runs: the server " +
      "process, PostgreSQL's processes (its backends) and autocannon (the bench's own process). With the cores as " +
      "busy in both runs, half of pgbench's rate is an answer whose server and autocannon together cost no more than " +
      "PostgreSQL's part plus twice pgbench's client (bench/findings.md, forty-fifth round).",
    '',
    table(
      ['mix', 'server', 'PostgreSQL', 'autocannon', 'in all', 'server and autocannon against PostgreSQL'],
      runs.map(({ label, search }) => [
        label,
        cpu(search.cpuMsPerRequest),
        cpu(search.databaseCpuMsPerRequest),
        cpu(search.loadCpuMsPerRequest),
        cpu(inAll(search)),
        `${((search.cpuMsPerRequest + search.loadCpuMsPerRequest) / (search.databaseCpuMsPerRequest ?? Number.NaN)).toFixed(1)}×`,
      ]),
    ),
    '',
  ];
}

/** The plan's shape in one line: its sort and scan nodes, outermost first. */
function summarisePlan(plan: string): string {
  const nodes = plan
    .split('\n')
    .map(
      (line) =>
        /(Sort|Incremental Sort|Index Scan(?: Backward)? using \w+|Bitmap Index Scan on \w+|Seq Scan on \w+)/.exec(
          line,
        )?.[1],
    )
    .filter((node) => node !== undefined);
  return [...new Set(nodes)].slice(0, 4).join(' → ');
}

function plansSection(saved: Saved<ScaleResult[]>): string[] {
  const out: string[] = [];
  for (const scale of saved.result) {
    out.push(
      `### ${scale.engine}, ${scale.rows.toLocaleString('en')} listings`,
      '',
      table(
        ['mix', 'first path', 'execution', 'seq scan of apartments'],
        scale.plans.map((p) => [p.mix, `\`${p.path}\``, ms(p.executionMs), p.hasSeqScan ? '**yes**' : 'no']),
      ),
      '',
    );
    if (scale.plansBeforeFixes?.length) {
      out.push(
        'Before → after the fixes (index `apartments_type_newest_idx` and statistics `apartments_type_price_stats`, ' +
          'of 100 combinations since migration 0031, none in the runs after 0030; the “before” plans run in a transaction that drops them and rolls back):',
        '',
        table(
          ['mix', 'before', 'after', 'plan before', 'plan after'],
          scale.plans.map((after) => {
            const before = scale.plansBeforeFixes.find((b) => b.mix === after.mix);
            return [
              after.mix,
              before ? ms(before.executionMs) : '',
              ms(after.executionMs),
              before ? summarisePlan(before.plan) : '',
              summarisePlan(after.plan),
            ];
          }),
        ),
        '',
      );
    }
    if (scale.namedStatements !== undefined) {
      out.push(
        `Named prepared statements with parameters on a connection after 10 rounds of searches through the server's driver: ` +
          `**${scale.namedStatements}** (every statement with parameters is unnamed, planned with its values)` +
          (scale.keptPlans === undefined
            ? '.'
            : `; plans kept without parameters (first pages of tallied searches, their values written in): ${scale.keptPlans}.`),
      );
    }
    if (scale.customVsGeneric) {
      const c = scale.customVsGeneric;
      out.push(
        `What a generic plan would cost (${c.mix}, PREPARE + plan_cache_mode): custom ${ms(c.customMs)}, ` +
          `generic ${ms(c.genericMs)} (${(c.genericMs / c.customMs).toFixed(1)}×).`,
      );
    }
    out.push('', '<details><summary>EXPLAIN (ANALYZE, BUFFERS) of every mix</summary>', '');
    for (const p of scale.plans) out.push(`**${p.mix}** \`${p.path}\``, '', '```', p.plan, '```', '');
    out.push('</details>', '');
  }
  return out;
}

function specSection(saved: Saved<ScaleResult[]>): string[] {
  const spec = saved.result.find((s) => s.spec)?.spec;
  if (!spec) return [];
  const spec4g = slow4gMs(spec.fullGzipBytes) + spec.fullServerMs + spec.clientParseFilterMs * 4;
  const ours4g = slow4gMs(spec.pageGzipBytes) + spec.pageMs;
  return [
    '## 2. Against the spec’s design (download everything, filter in the browser)',
    '',
    `${spec.rows.toLocaleString('en')} available listings on PostgreSQL. The spec’s answer is every listing as the API ` +
      'serialises it (read and serialised in process, the server’s part); the browser then parses and filters it ' +
      '(timed in Node; ×4 for a phone). Ours is one filtered page (the first mix’s first path) over HTTP.',
    '',
    table(
      ['', 'spec: all listings', 'Dar: one page', 'ratio'],
      [
        ['JSON bytes', mb(spec.fullBytes), kb(spec.pageBytes), `${Math.round(spec.fullBytes / spec.pageBytes)}×`],
        [
          'gzip bytes',
          mb(spec.fullGzipBytes),
          kb(spec.pageGzipBytes),
          `${Math.round(spec.fullGzipBytes / spec.pageGzipBytes)}×`,
        ],
        ['server time', ms(spec.fullServerMs), ms(spec.pageMs), `${Math.round(spec.fullServerMs / spec.pageMs)}×`],
        ['browser parse + filter', ms(spec.clientParseFilterMs), '—', ''],
        ['on slow 4G, gzip, phone (model)', ms(spec4g), ms(ours4g), `${Math.round(spec4g / ours4g)}×`],
      ],
    ),
    '',
    `Goal ≥ 1000× fewer bytes: ${mark(spec.fullBytes / spec.pageBytes >= 1000)} ` +
      `(${Math.round(spec.fullBytes / spec.pageBytes)}× uncompressed).`,
    '',
  ];
}

function fanOutSection(saved: Saved<FanOutRow[]>): string[] {
  return [
    '## 4. Notification fan-out',
    '',
    'scripts/bench/notification-fanout.ts (from the notifications feature, reused): N users whose enabled saved ' +
      'search matches plus N who do not; one new listing, then one price drop, each inside its own transaction. ' +
      'Statements counted at the driver between BEGIN and COMMIT (PostgreSQL).',
    '',
    table(
      ['engine', 'matching / saved searches', 'new listing', 'price drop', 'statements per event'],
      saved.result.map((r) => [
        r.engine,
        `${r.matching.toLocaleString('en')} / ${r.preferences.toLocaleString('en')}`,
        `${r.newListingRows.toLocaleString('en')} rows in ${r.newListingMs} ms`,
        `${r.priceDropRows.toLocaleString('en')} rows in ${r.priceDropMs} ms`,
        r.statements?.join(', ') ?? 'same code path',
      ]),
    ),
    '',
  ];
}

function photoSection(saved: Saved<PhotoResult>): string[] {
  const p = saved.result;
  // Bounded means level in the second half: the first uploads grow the heaps and thread pools once.
  const half = p.rssSamples.find((sample) => sample.uploads >= p.totalUploads / 2) ?? p.rssSamples[0];
  const growth = (p.rssSamples.at(-1)?.rssMb ?? 0) - (half?.rssMb ?? 0);
  return [
    '## 5. Photos',
    '',
    `\`POST /api/upload\` of a ${mb(p.inputBytes)} ${p.inputPixels} JPEG (12 MP) over HTTP to a server process ` +
      `(PGlite, disk storage); every upload stores the ${p.variants.map((v) => v.width).join('/')} px WebP variants.`,
    '',
    table(
      ['', 'figure', 'goal', 'met'],
      [
        ['one at a time, median', ms(p.sequentialMedianMs), '≤ 1 s', mark(p.sequentialMedianMs <= 1000)],
        ['4 at once: each, median', ms(p.concurrentMedianMs), '', ''],
        ['4 at once: all four, median', ms(p.concurrentWallMedianMs), '', ''],
        ['server RSS idle → peak', `${p.idleRssMb.toFixed(0)} MB → ${p.peakRssMb.toFixed(0)} MB`, 'bounded', ''],
        [
          `RSS across ${p.totalUploads} uploads`,
          `${p.rssSamples.map((s) => `${s.uploads}: ${s.rssMb.toFixed(0)}`).join(', ')} MB`,
          'no growth (2nd half < 50 MB)',
          mark(growth < 50),
        ],
        ['failed uploads', p.failures, '0', mark(p.failures === 0)],
      ],
    ),
    '',
    `Served variants: ${p.variants.map((v) => `${v.width} px ${kb(v.bytes)} ${v.contentType}`).join('; ')}; ` +
      `cache-control \`${p.variants[0]?.cacheControl}\`.`,
    '',
  ];
}

function photoUplinkSection(saved: Saved<PhotoUplinkResult>): string[] {
  const p = saved.result;
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  return [
    '### A phone photo on a weak uplink',
    '',
    `The same ${mb(p.photoBytes)} 12 MP JPEG picked in the management photos dialog, in Chromium with its ` +
      `network emulated at ${p.uplinkKbps / 1000} Mbit/s up and ${p.latencyMs} ms latency; timed from choosing ` +
      `the file to the server's answer (median of ${p.appRunsMs.length}). The app shrinks it in the browser first.`,
    '',
    table(
      ['', 'figure', 'goal', 'met'],
      [
        ['the app (shrunk in the browser)', seconds(p.appMedianMs), '≤ 5 s', mark(p.appMedianMs <= 5000)],
        ['bytes sent', kb(p.sentBytes), '', ''],
        ['the same file unshrunk (before)', seconds(p.unshrunkMedianMs), '', ''],
      ],
    ),
    '',
  ];
}

function frontEndSection(saved: Saved<RouteResult[]>): string[] {
  const runs = saved.result[0]?.runs.length ?? 0;
  // Issue 18's goals for the server-rendered pages.
  const isMet = (r: RouteResult) =>
    r.score >= 97 &&
    r.seoScore === 100 &&
    r.lcpMs <= 1800 &&
    r.tbtMs <= 150 &&
    r.cls <= 0.05 &&
    r.jsInitialGzipBytes <= 150 * 1024;
  return [
    '## 6. Front end (Lighthouse, mobile)',
    '',
    `Lighthouse ${saved.result[0]?.lighthouseVersion} in Debian’s Chromium (headless), its default mobile profile: a Moto G Power, ` +
      'slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU, simulated from one unthrottled load: what finished before the ' +
      'LCP paint there is on the simulated path, and its CPU time ×4 makes TBT, so the load of this shared machine ' +
      `moves both. Median of ${runs} runs per route (the LCP of each run in brackets); ` +
      '`npm start`’s build with demo data, pages rendered by the server in Arabic and English. “JS named by the page” ' +
      'is the first-load JavaScript the home page names (the modules its start script loads), gzipped; the other byte ' +
      'figures are what crossed the wire in the last run (brotli), lazy chunks included.',
    '',
    table(
      [
        'route',
        'score',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'Speed Index',
        'LCP element',
        'JS named by the page, gz',
        'JS files',
        'JS on the wire',
        'all on the wire',
      ],
      saved.result.map((r) => [
        `\`${r.route}\``,
        r.score,
        r.seoScore ?? '',
        ms(r.fcpMs),
        `${ms(r.lcpMs)} (${r.runs.map((run) => run.lcpMs.toFixed(0)).join(', ')})`,
        ms(r.tbtMs),
        r.cls.toFixed(3),
        ms(r.speedIndexMs),
        `\`${r.lcpElement}\``,
        kb(r.jsInitialGzipBytes),
        r.jsFiles,
        kb(r.jsTransferredBytes),
        kb(r.totalTransferredBytes),
      ]),
    ),
    '',
    'Goals (score ≥ 97, SEO 100, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.05, JS ≤ 150 KB gz): ' +
      saved.result.map((r) => `\`${r.route}\` ${mark(isMet(r))}`).join(', ') +
      '.',
    '',
    ...saved.result
      .filter((r) => r.images.length > 0)
      .map(
        (r) =>
          `Images on \`${r.route}\`: ${r.images
            .map((i) => `${i.url.split('/').at(-1)} ${kb(i.bytes)} ${i.type} (\`${i.cacheControl}\`)`)
            .join('; ')}.`,
      ),
    '',
  ];
}

function startUpSection(saved: Saved<StartUpResult>): string[] {
  const s = saved.result;
  return [
    '## 7. Start-up',
    '',
    `\`npm start\` (stale-build check, then the server) to the first 200 on /readyz, with an existing PGlite data ` +
      `directory holding the demo data: median **${ms(s.npmStartMedianMs)}** of ${s.runs} ` +
      `(${s.npmStartMs.map((v) => v.toFixed(0)).join(', ')} ms); \`node server/main.ts\` alone ${ms(s.nodeMedianMs)}.`,
    '',
  ];
}

type SearchRun = ScaleOutResult['search'][number]['configs'][number];

function statusCounts(run: SearchRun): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const slot of run.perProcess) {
    for (const [code, count] of Object.entries(slot.statuses ?? {})) counts[code] = (counts[code] ?? 0) + count;
  }
  return counts;
}

/** The share of answers that were 2xx (autocannon's rate counts every answer). */
function okShare(run: SearchRun): number {
  const counts = statusCounts(run);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const ok = Object.entries(counts).reduce((sum, [code, n]) => sum + (code.startsWith('2') ? n : 0), 0);
  return total === 0 ? 1 : ok / total;
}

function statusSummary(run: SearchRun): string {
  const others = Object.entries(statusCounts(run)).filter(([code]) => !code.startsWith('2'));
  return others.length === 0 ? '0' : others.map(([code, n]) => `${n} × ${code}`).join(', ');
}

function scaleOutSection(saved: Saved<ScaleOutResult>): string[] {
  const s = saved.result;
  const { durationS, connections } = saved.options;
  const lag = (name: string, l: ScaleOutResult['replicaLag']['idle']) => [
    name,
    l.samples,
    ms(l.medianMs),
    ms(l.p99Ms),
    ms(l.maxMs),
  ];
  return [
    '## 9. Scale-out: two processes, a replica, photos in a bucket',
    '',
    `A private PostgreSQL 15 primary and its streaming replica on this machine, ${s.listings.toLocaleString('en')} ` +
      `listings; autocannon with ${connections} connections in all (split evenly between a configuration's processes). ` +
      `All five processes run throughout and the configurations take turns, 4 slots of ${Math.max(2, Math.round(durationS / 4))} s ` +
      `each per mix; the table shows the medians of the slots. Everything (the processes, both databases, ` +
      `autocannon) shares ${s.cpus} cores${saved.load ? `, whose load average went ${saved.load.map((l) => l.toFixed(1)).join(' → ')} (other sessions' work included)` : ''}. ` +
      'Causes in section 8, "Scale-out".',
    '',
    ...s.search.flatMap((mix) => [
      `**${mix.label}**`,
      '',
      table(
        [
          'configuration',
          'answers/s',
          '2xx/s',
          '2xx vs one process',
          'p50 ms',
          'p99 ms',
          'non-2xx',
          'app CPU (cores)',
          'answers per app CPU s',
        ],
        mix.configs.map((c) => [
          c.config,
          c.rps.toFixed(0),
          (c.rps * okShare(c)).toFixed(0),
          `${(((c.rps * okShare(c)) / (mix.configs[0]!.rps * okShare(mix.configs[0]!))) * 100).toFixed(0)}%`,
          c.p50,
          c.p99,
          statusSummary(c),
          c.serverCores.toFixed(2),
          c.requestsPerCpuSecond.toFixed(0),
        ]),
      ),
      '',
    ]),
    'Replica lag, from a commit on the primary to the row being visible on the replica:',
    '',
    table(
      ['when', 'probes', 'median', 'p99', 'max'],
      [lag('idle', s.replicaLag.idle), lag('under the two-process search load', s.replicaLag.underLoad)],
    ),
    '',
    `Uploads of a 12 MP JPEG (one at a time; encode and store are the server's own stage times from /metrics):`,
    '',
    table(
      ['photos stored on', 'uploads', 'median upload', 'encode (mean)', 'store 3 widths (mean)'],
      s.uploads.map((u) => [u.storage, u.uploads, ms(u.medianMs), ms(u.encodeMeanMs), ms(u.storeMeanMs)]),
    ),
    '',
  ];
}

function sitemapSection(saved: Saved<SitemapResult[]>): string[] {
  return [
    '## 7b. Sitemap',
    '',
    'Listings generated on PostgreSQL; the server in its own process; every file of `/sitemap.xml` read over HTTP ' +
      "and parsed as it streams in (strict XML, counted), the server's resident memory sampled every 20 ms.",
    '',
    table(
      [
        'listings',
        'public',
        'files',
        'URLs',
        'alternates per URL',
        'largest file',
        'read',
        'server RSS before → max (peak)',
        'listing URLs = 3 × public',
      ],
      saved.result.map((r) => [
        r.listings.toLocaleString('en'),
        r.publicListings.toLocaleString('en'),
        r.files,
        r.urls.toLocaleString('en'),
        r.alternatesPerUrl.toFixed(1),
        `${r.largestFileUrls.toLocaleString('en')} URLs, ${mb(r.largestFileGzipBytes)} gzip`,
        `${mb(r.bytes)} in ${r.readS.toFixed(1)} s (index ${ms(r.indexMs)})`,
        `${r.rssBeforeMb.toFixed(0)} → ${r.rssMaxMb.toFixed(0)} MB (${r.peakMb.toFixed(0)} MB)`,
        mark(r.listingUrls === 3 * r.publicListings),
      ]),
    ),
    '',
  ];
}

/** Writes bench/results.md from every saved section; returns the search summary for the console. */
export function writeReport(sections: Sections, file: string, machine: string, findings = ''): string {
  const searches = [sections['search-postgres'], sections['search-pglite']].filter((s) => s !== undefined);
  const lines = [
    '# Dar benchmarks',
    '',
    `Report written on: ${machine}`,
    '',
    'Written by `npm run bench` (bench/run.ts); raw figures in bench/results/*.json. Every load runs on 127.0.0.1, ' +
      'the server in its own process, bounded in time and requests.',
    '',
    ...(Object.entries(sections) as [string, Saved<unknown>][]).map(
      ([name, s]) =>
        `- ${name}: ${s.at} (${s.seconds.toFixed(0)} s${s.options.quick ? ', quick sizes' : ''}` +
        `${s.load ? `; load average ${s.load.map((l) => l.toFixed(1)).join(' → ')}` : ''}` +
        `${s.cpu ? `; ${s.cpu}` : ''})`,
    ),
    '',
  ];
  if (searches.length > 0) {
    lines.push('## 1. Search at scale', '');
    for (const s of searches) lines.push(...searchSection(s));
  }
  if (sections.uncached) lines.push(...uncachedSection(sections.uncached));
  if (sections['uncached-scale']) lines.push(...uncachedScaleSection(sections['uncached-scale']));
  if (sections.zipf) lines.push(...zipfSection(sections.zipf));
  if (sections['search-postgres']) lines.push(...specSection(sections['search-postgres']));
  if (searches.length > 0) {
    lines.push('## 3. Query plans', '');
    for (const s of searches) lines.push(...plansSection(s));
  }
  if (sections['fan-out']) lines.push(...fanOutSection(sections['fan-out']));
  if (sections.photos) lines.push(...photoSection(sections.photos));
  if (sections['photo-uplink']) lines.push(...photoUplinkSection(sections['photo-uplink']));
  if (sections['front-end']) lines.push(...frontEndSection(sections['front-end']));
  if (sections['start-up']) lines.push(...startUpSection(sections['start-up']));
  if (sections.sitemap) lines.push(...sitemapSection(sections.sitemap));
  lines.push(findings);
  if (sections['scale-out']) lines.push(...scaleOutSection(sections['scale-out']));
  writeFileSync(
    file,
    `${lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`,
  );
  return searches.flatMap((s) => searchSection(s)).join('\n');
}
