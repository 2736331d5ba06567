import { prepareBuild, startPublisher, startApp, base } from './scripts/bench/servers.mjs';
prepareBuild();
const p = await startPublisher();
await startApp(p);
console.log('UP', base, p.dataDir);
setInterval(() => {}, 1 << 30);
