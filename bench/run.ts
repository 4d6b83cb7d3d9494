import { appointmentsBench } from './appointments.ts';
import { catalogueBench } from './catalogue.ts';
import { hairColourBench } from './hair-colour.ts';
import { consoleSalonsBench } from './console-salons.ts';
import { messagingBench } from './messaging.ts';
import { mirrorWritesBench } from './mirror-writes.ts';
import { recommendationsBench } from './recommendations.ts';
import { registerAccountBench } from './register-account.ts';
import { reportsBench } from './reports.ts';
import { requestOverheadBench } from './request-overhead.ts';
import { salonProductsBench } from './salon-products.ts';
import { startupBench } from './startup.ts';
import { lighthouseBench, webBudgetsBench } from './web-budgets.ts';
import { webQueriesBench } from './web-queries.ts';
import { withLoadPrinted } from './support/machine-load.ts';

// `npm run bench` runs every benchmark; `npm run bench -- web` (or `-- lighthouse`, `-- startup`, `-- products`, `-- overhead`, `-- register`, `-- appointments`, `-- mirror`, `-- recommendations`, `-- reports`, `-- messaging`, `-- catalogue`, `-- salons`, `-- hair-colour`, `-- queries`) runs one.
// Each prints the machine's load before and after it, and carries both in its figures.
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

const results: Record<string, unknown> = {};
if (wanted('startup')) results.startup = await withLoadPrinted('startup', startupBench);
if (wanted('web')) results.webBudgets = await withLoadPrinted('web', webBudgetsBench);
// Only when asked for by name: `web` takes the same Lighthouse figures.
if (only.includes('lighthouse')) results.lighthouse = await withLoadPrinted('lighthouse', lighthouseBench);
if (wanted('products')) results.products = await withLoadPrinted('products', salonProductsBench);
if (wanted('overhead')) results.requestOverhead = await withLoadPrinted('overhead', requestOverheadBench);
if (wanted('register')) results.registerAccount = await withLoadPrinted('register', registerAccountBench);
if (wanted('appointments')) results.appointments = await withLoadPrinted('appointments', appointmentsBench);
if (wanted('mirror')) results.mirrorWrites = await withLoadPrinted('mirror', mirrorWritesBench);
if (wanted('recommendations')) results.recommendations = await withLoadPrinted('recommendations', recommendationsBench);
if (wanted('reports')) results.reports = await withLoadPrinted('reports', reportsBench);
if (wanted('messaging')) results.messaging = await withLoadPrinted('messaging', messagingBench);
if (wanted('catalogue')) results.catalogue = await withLoadPrinted('catalogue', catalogueBench);
if (wanted('salons')) results.consoleSalons = await withLoadPrinted('salons', consoleSalonsBench);
if (wanted('queries')) results.webQueries = await withLoadPrinted('queries', webQueriesBench);
if (wanted('hair-colour')) results.hairColour = await withLoadPrinted('hair-colour', hairColourBench);
console.log(JSON.stringify(results, null, 2));
