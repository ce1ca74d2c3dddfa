import { parseSync, loadModule } from 'libpg-query';
import { deparseSync } from 'pgsql-deparser';
await loadModule();
for (const q of process.argv.slice(2)) {
  const r = parseSync(q);
  const strip = (v) => Array.isArray(v) ? v.map(strip) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'location').map(([k, x]) => [k, strip(x)])) : v;
  console.log(JSON.stringify(strip(r.stmts)));
  console.log(deparseSync(r, {pretty:false}));
}
