/**
 * `npm run bench:community [-- --problems 100000 --likes 1000000 --reads 200 --json]`
 *
 * Explore, search and batch-status at scale, through the API. Starts the real app on an embedded
 * PGlite database in a temporary folder (or on PostgreSQL when DATABASE_URL is set: it must be an empty
 * database), generates `problems` shared problems by 1 000 students and `likes` likes with SQL
 * generate_series (seconds, not minutes), then measures over HTTP on a loopback port, `reads` times
 * each after 20 untimed calls: explore's first page (newest, and most liked), a search, a search
 * with a subject filter, and batch-status of 20 ids. Prints median and p95 in milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inviteCommand } from '../server/admin/invite-command';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { createAppDeps } from '../server/deps';
import { SEARCH_WINDOW } from '../server/services/community/feed';
import { expectedMatches, pairShares, windowMayFill } from '../server/services/community/search-estimate';

const argv = process.argv.slice(2);
const num = (name: string, def: number) => {
  const at = argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(argv[at + 1]) : def;
  return Number.isInteger(value) && value > 0 ? value : def;
};
const PROBLEMS = num('problems', 100_000);
const LIKES = num('likes', 1_000_000);
const READS = num('reads', 200);
const STUDENTS = 1000;
const JSON_OUT = argv.includes('--json');
const EXPLAIN = argv.includes('--explain');
const log = (line: string) => {
  if (!JSON_OUT) process.stderr.write(`${line}\n`);
};

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  const round = (x: number) => Math.round(x * 10) / 10;
  return { n: s.length, median: round(at(0.5)), p95: round(at(0.95)), max: round(s[s.length - 1]) };
}

/**
 * The generated data, all in SQL. Texts are built from a vocabulary of school words so that search
 * terms match a realistic share of rows; ids are md5-derived UUIDs so that likes can name problems
 * by number. A tenth of the problems is private. Each student likes `LIKES / STUDENTS` distinct
 * problems; the counts are then set from the rows, as the like call keeps them.
 */
const generateSql = (problems: number, likes: number) => {
  const perStudent = Math.floor(likes / STUDENTS);
  const stride = Math.max(1, Math.floor(problems / perStudent));
  return `
insert into users (id, username, email, credits)
  select md5('u' || g)::uuid, 'student' || g, 'student' || g || '@example.com', 0 from generate_series(0, ${STUDENTS - 1}) g;
insert into sharing_notices (user_id) select id from users where username like 'student%';
insert into problems (id, user_id, problem_text, problem_html, problem_type, subject, created_at, visibility, published_at, show_asker)
  select md5('p' || g)::uuid, md5('u' || (g % ${STUDENTS}))::uuid, t, '<p>' || t || '</p>',
         (array['choice','fill_in_blank','solution','other'])[1 + g % 4],
         (array['math','physics','chemistry','programming','other'])[1 + (g / 7) % 5],
         now() - g * interval '1 minute',
         case when g % 10 = 9 then 'private' else 'public' end, now(), g % 3 = 0
  from (
    select g, (array['已知','求','设','若','计算','证明'])[1 + g % 6]
           || (array['二次函数','等差数列','三角形','抛物线','概率','导数','电路','牛顿第二定律','化学方程式','氧化还原反应','循环语句','向量','椭圆','动量守恒','溶液浓度'])[1 + (g / 3) % 15]
           || (array['的最小值','的通项公式','的面积','的焦点','中的电流','的加速度','的配平','的单调区间','的离心率','的质量分数'])[1 + (g / 11) % 10]
           || '，其中 $x = ' || (g % 97) || '$，第 ' || g || ' 题' as t
    from generate_series(0, ${problems - 1}) g
  ) s;
insert into engagements (user_id, problem_id, kind, created_at)
  select md5('u' || (g % ${STUDENTS}))::uuid, md5('p' || (((g / ${STUDENTS}) * ${stride} + (g % ${STUDENTS}) * 37) % ${problems}))::uuid, 'like', now() - g * interval '1 second'
  from generate_series(0, ${perStudent * STUDENTS - 1}) g
  on conflict do nothing;
update problems p set like_count = c.n from (select problem_id, count(*)::int n from engagements where kind = 'like' group by problem_id) c where c.problem_id = p.id;
`;
};

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-bench-community-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const database = await openDatabase({ pgliteDir: config.pgliteDir, databaseUrl: config.DATABASE_URL || undefined });
  await migrate(database);
  const deps = await createAppDeps(config, database, {});
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;

  try {
    log(`generating ${PROBLEMS} problems and ${LIKES} likes (${database.kind})…`);
    const g0 = performance.now();
    // As a bulk load does it: the secondary indexes are dropped and built once after the rows are in.
    const indexes = (
      await database.executeSql(
        "select indexname, indexdef from pg_indexes where tablename in ('problems', 'engagements') and indexname not like '%_pkey' and indexname not like '%_pk'",
        [],
      )
    ).rows as { indexname: string; indexdef: string }[];
    for (const index of indexes) await database.executeSql(`drop index ${index.indexname}`);
    await database.executeSql(generateSql(PROBLEMS, LIKES));
    for (const index of indexes) await database.executeSql(index.indexdef);
    await database.executeSql('analyze');
    const [{ problems, likes }] = (
      await database.executeSql('select (select count(*)::int from problems) problems, (select count(*)::int from engagements) likes', [])
    ).rows;
    const generateMs = Math.round(performance.now() - g0);
    log(`generated ${problems} problems and ${likes} likes in ${generateMs} ms`);

    if (EXPLAIN) {
      // The feed's queries as the services write them (cards' columns left out): which index each one uses, and its time inside the database.
      const listed = "visibility = 'public' and published_at is not null";
      const plans: Record<string, string> = {
        newest: `select id from problems where ${listed} order by created_at desc nulls last, id desc nulls last limit 21`,
        likes: `select id from problems where ${listed} order by like_count desc nulls last, created_at desc nulls last, id desc nulls last limit 21`,
        'search, first rows in feed order': `select id from (select id, problem_text, created_at from problems where ${listed} order by created_at desc nulls last, id desc nulls last limit 1000) w where problem_text ilike '%离心率%' order by created_at desc nulls last, id desc nulls last limit 21`,
        'search, first rows in feed order (two words, math: not enough)': `select id from (select id, problem_text, created_at from problems where ${listed} and subject = 'math' order by created_at desc nulls last, id desc nulls last limit 1000) w where problem_text ilike '%椭圆%' and problem_text ilike '%离心率%' order by created_at desc nulls last, id desc nulls last limit 21`,
        'search, index candidates': `select id from (select id, problem_text, created_at from problems where ${listed} and subject = 'math' and zj_bigrams(problem_text) @> (zj_bigrams('椭圆') || zj_bigrams('离心率')) offset 0) c where problem_text ilike '%椭圆%' and problem_text ilike '%离心率%' order by created_at desc nulls last, id desc nulls last limit 21`,
      };
      for (const [name, text] of Object.entries(plans)) {
        const plan = (await database.executeSql(`explain analyze ${text}`, [])).rows.map((r) => Object.values(r)[0]).join('\n');
        log(`--- ${name}\n${plan}`);
      }
      // Which searches read the window first: the estimate from ANALYZE's character-pair shares (decision 0039).
      const stats = await pairShares(database.db);
      for (const words of [['离心率'], ['椭圆', '离心率'], ['第', '12345', '题']]) {
        const expected = stats ? expectedMatches(words, stats, SEARCH_WINDOW) : undefined;
        const first = windowMayFill(words, stats, 21, SEARCH_WINDOW) ? 'window first' : 'index only';
        log(
          `--- ${words.join(' ')}: ${expected === undefined ? 'no statistics' : `${expected.toFixed(1)} matches expected`} in the window: ${first}`,
        );
      }
    }

    const { codes } = await inviteCommand(database, config, { count: 1 });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      username: 'bench_reader',
      email: 'reader@example.com',
      password: 'bench-password-123',
      invite_code: codes[0],
    }))
      form.append(k, v);
    const reg = (await (await fetch(`${base}/auth/register`, { method: 'POST', body: form })).json()) as {
      data?: { access_token: string };
    };
    if (!reg.data) throw new Error('register failed');
    const headers = { authorization: `Bearer ${reg.data.access_token}`, 'content-type': 'application/json' };

    const firstPage = (await (await fetch(`${base}/problems/explore?page_size=20`)).json()) as { data: { items: { id: string }[] } };
    const twenty = firstPage.data.items.map((c) => c.id);
    if (twenty.length !== 20) throw new Error(`explore gave ${twenty.length} cards`);

    const q = (s: string) => encodeURIComponent(s);
    const reads: Record<string, { url: string; init?: RequestInit }> = {
      'explore, first page (newest)': { url: '/problems/explore?page_size=20' },
      'explore, first page (most liked)': { url: '/problems/explore?page_size=20&sort=likes' },
      'search 离心率': { url: `/problems/explore?page_size=20&q=${q('离心率')}` },
      'search 椭圆 离心率 in math': { url: `/problems/explore?page_size=20&subject=math&q=${q('椭圆 离心率')}` },
      'search 第 12345 题 (rare)': { url: `/problems/explore?page_size=20&q=${q('第 12345 题')}` },
      'batch-status, 20 ids': {
        url: '/engagements/batch-status',
        init: { method: 'POST', headers, body: JSON.stringify({ problem_ids: twenty }) },
      },
    };
    const results: Record<string, ReturnType<typeof stats> & { items?: number }> = {};
    for (const [label, { url, init }] of Object.entries(reads)) {
      let items: number | undefined;
      for (let i = 0; i < 20; i++) {
        const body = (await (await fetch(`${base}${url}`, init)).json()) as { data?: { items?: unknown[] } };
        items = body.data?.items?.length;
      }
      const samples: number[] = [];
      for (let i = 0; i < READS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}${url}`, init);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
        samples.push(performance.now() - t0);
      }
      results[label] = { ...stats(samples), ...(items === undefined ? {} : { items }) };
      log(
        `${label.padEnd(48)} median ${results[label].median} ms  p95 ${results[label].p95} ms${items === undefined ? '' : `  (${items} cards)`}`,
      );
    }
    const out = { database: database.kind, problems, likes, generate_ms: generateMs, reads_ms: results, goal_median_ms: 20 };
    if (JSON_OUT) process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } finally {
    await app.close();
    await deps.jobs.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
