import { readFileSync, readdirSync } from 'node:fs';
import { findPageThread } from './bench/lib/trace-tasks';
const dir = process.argv[2]!;
for (const f of readdirSync(dir).sort()) {
  if (!f.startsWith(process.argv[3] ?? '')) continue;
  const { traceEvents } = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
  const route = f.match(/_(.*)_\dx/)![1];
  const th = findPageThread(traceEvents, 'http://127.0.0.1/' + (route === 'home' ? '' : route));
  const own = traceEvents.filter((e: any) => e.pid === th.pid && e.tid === th.tid).sort((a: any, b: any) => a.ts - b.ts);
  const fcp = own.find((e: any) => e.name === 'firstContentfulPaint');
  const layouts = own.filter((e: any) => e.name === 'Layout' && e.dur > 1000);
  const before = layouts.filter((e: any) => e.ts < fcp.ts).map((e: any) => e.args?.beginData?.totalObjects);
  const after = layouts.filter((e: any) => e.ts > fcp.ts).map((e: any) => `${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}@${((e.ts - fcp.ts)/1000).toFixed(0)}`);
  console.log(f.padEnd(42), 'layouts before FCP (objects):', before.join(','), '| after:', after.join(' '));
}
