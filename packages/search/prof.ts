import { performance } from 'node:perf_hooks';
import { createDatabase } from '@openshiur/db';
import { createBuiltInSearch } from './src/builtin/engine';
const { db, close } = await createDatabase({ dataDir: '/tmp/bench-pglite' });
const engine = createBuiltInSearch(db);
const qs = ['b', 'be', 'ber', 'bera', 'berachos', 'berakhot', 'shabbos', 'parsha', 'parshas noach', 'daf yomi', 'mishna', 'ברכות', 'berachso', 'lech lecha', 'emunah'];
for (const q of qs) { await engine.suggest(q); }
for (const q of qs) {
  let t = performance.now(); const s = await engine.suggest(q); const a = performance.now() - t;
  t = performance.now(); const r = await engine.searchPosts({ query: q }); const b = performance.now() - t;
  console.log(q.padEnd(16), `suggest ${a.toFixed(0)}ms (${s.posts.total})`.padEnd(28), `results ${b.toFixed(0)}ms (${r.total})`);
}
let t = performance.now(); await engine.searchPosts({ query: '' }); console.log('empty results', (performance.now() - t).toFixed(0));
await close();
