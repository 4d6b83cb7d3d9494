import { startupBench } from './startup.ts';

const results = { startup: await startupBench() };
console.log(JSON.stringify(results, null, 2));
