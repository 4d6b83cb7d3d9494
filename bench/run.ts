import { appointmentsBench } from './appointments.ts';
import { catalogueBench } from './catalogue.ts';
import { consoleSalonsBench } from './console-salons.ts';
import { messagingBench } from './messaging.ts';
import { mirrorWritesBench } from './mirror-writes.ts';
import { recommendationsBench } from './recommendations.ts';
import { registerAccountBench } from './register-account.ts';
import { reportsBench } from './reports.ts';
import { requestOverheadBench } from './request-overhead.ts';
import { salonProductsBench } from './salon-products.ts';
import { startupBench } from './startup.ts';
import { webBudgetsBench } from './web-budgets.ts';

// `npm run bench` runs every benchmark; `npm run bench -- web` (or `-- startup`, `-- products`, `-- overhead`, `-- register`, `-- appointments`, `-- mirror`, `-- recommendations`, `-- reports`, `-- messaging`, `-- catalogue`, `-- salons`) runs one.
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

const results: Record<string, unknown> = {};
if (wanted('startup')) results.startup = await startupBench();
if (wanted('web')) results.webBudgets = await webBudgetsBench();
if (wanted('products')) results.products = await salonProductsBench();
if (wanted('overhead')) results.requestOverhead = await requestOverheadBench();
if (wanted('register')) results.registerAccount = await registerAccountBench();
if (wanted('appointments')) results.appointments = await appointmentsBench();
if (wanted('mirror')) results.mirrorWrites = await mirrorWritesBench();
if (wanted('recommendations')) results.recommendations = await recommendationsBench();
if (wanted('reports')) results.reports = await reportsBench();
if (wanted('messaging')) results.messaging = await messagingBench();
if (wanted('catalogue')) results.catalogue = await catalogueBench();
if (wanted('salons')) results.consoleSalons = await consoleSalonsBench();
console.log(JSON.stringify(results, null, 2));
