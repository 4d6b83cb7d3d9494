/**
 * The code the developer page shows, with this server's own address in it so a block can be copied
 * and run as it is. Field and argument names are the schema's (apps/server/schema.graphql).
 */

/** Today's appointments in the salon's own time zone, newest first, as many as a page holds. */
export const TODAYS_APPOINTMENTS_QUERY = `query TodaysAppointments($salonId: ID!, $nextToken: String) {
  salon(id: $salonId) {
    name
    timeZone
    appointments(navParam: TODAY, limit: 100, nextToken: $nextToken) {
      totalCount
      nextToken
      items { id createdAt clientName staffName rebookStatus orderStatus retailStatus }
    }
  }
}`;

const oneLine = (query: string) => query.replace(/\s+/g, ' ');

export function todaysAppointmentsCurl(origin: string): string {
  const body = JSON.stringify({ query: oneLine(TODAYS_APPOINTMENTS_QUERY), variables: { salonId: 'YOUR_SALON_ID' } });
  return `curl ${origin}/graphql \\
  -H "Authorization: Bearer $PIIQ_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '${body}'`;
}

export function todaysAppointmentsNode(origin: string): string {
  return `// today.mjs, for Node 18 or later (fetch is built in). Run with PIIQ_API_KEY and PIIQ_SALON_ID set.
const query = \`${TODAYS_APPOINTMENTS_QUERY}\`;

async function piiq(query, variables) {
  const response = await fetch('${origin}/graphql', {
    method: 'POST',
    headers: {
      Authorization: \`Bearer \${process.env.PIIQ_API_KEY}\`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ query, variables }),
  });
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return piiq(query, variables);
  }
  const { data, errors } = await response.json();
  if (errors) throw new Error(errors.map((error) => \`\${error.extensions?.code}: \${error.message}\`).join('\\n'));
  return data;
}

// A busy day can fill more than one page: follow nextToken until there is none.
let nextToken = null;
do {
  const { salon } = await piiq(query, { salonId: process.env.PIIQ_SALON_ID, nextToken });
  for (const appointment of salon.appointments.items) {
    console.log(appointment.createdAt, appointment.clientName || '(No Name)', appointment.staffName);
  }
  nextToken = salon.appointments.nextToken;
} while (nextToken);`;
}

export function consultationReceiver(origin: string): string {
  return `// receiver.mjs, after npm install standardwebhooks. Run with PIIQ_WEBHOOK_SECRET (whsec_...) and PIIQ_API_KEY set.
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.PIIQ_WEBHOOK_SECRET);
const seen = new Set(); // Delivery ids already handled: a retry repeats its id. Keep them in your database.

const appointmentQuery = \`query Appointment($salonId: ID!, $id: ID!) {
  salon(id: $salonId) {
    appointment(id: $id) {
      id clientName staffName createdAt notes
      hairAnalysis { density texture porous elasticity curl scalpConcerns }
      supportYourSalon { recommendations { sku productName brandName } }
    }
  }
}\`;

async function readAppointment(salonId, id) {
  const response = await fetch('${origin}/graphql', {
    method: 'POST',
    headers: { Authorization: \`Bearer \${process.env.PIIQ_API_KEY}\`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: appointmentQuery, variables: { salonId, id } }),
  });
  const { data, errors } = await response.json();
  if (errors) throw new Error(errors[0].message);
  return data.salon.appointment;
}

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    // Verify the body exactly as it arrived: parsed and printed again, it would no longer match.
    const body = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      event = webhook.verify(body, request.headers);
    } catch {
      response.writeHead(400).end();
      return;
    }
    // Answer at once: piiq waits 10 seconds, then tries again later.
    response.writeHead(204).end();
    const deliveryId = request.headers['webhook-id'];
    if (seen.has(deliveryId) || event.type !== 'consultation.finished') return;
    seen.add(deliveryId);
    readAppointment(event.salonId, event.data.appointmentId)
      .then((appointment) => console.log('Consultation finished', appointment))
      .catch((error) => console.error(error));
  });
}).listen(8080);`;
}

export const VERIFY_JAVASCRIPT = `// npm install standardwebhooks
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.PIIQ_WEBHOOK_SECRET); // whsec_...

// body: the request's body as the exact text that arrived; headers: the request's headers.
// Throws when the signature does not match or the timestamp is more than 5 minutes away.
const event = webhook.verify(body, headers);`;

export const VERIFY_PYTHON = `# pip install standardwebhooks
import os
from standardwebhooks.webhooks import Webhook

webhook = Webhook(os.environ["PIIQ_WEBHOOK_SECRET"])  # whsec_...

# body: the request's raw body (str or bytes); headers: the request's headers.
# Raises when the signature does not match or the timestamp is more than 5 minutes away.
event = webhook.verify(body, headers)`;

export const VERIFY_BY_HAND = `import { createHmac, timingSafeEqual } from 'node:crypto';

function verifyPiiqDelivery(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return false;
  // Refuse a delivery more than 5 minutes old or ahead: a replay.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  // The header may hold several signatures, space-separated, each "v1,<base64>".
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

export const DELIVERY_HEADERS = `POST /your/endpoint HTTP/1.1
Content-Type: application/json
webhook-id: 0b7e4f2a-6c1d-4e8b-9a3f-5d2c7e1b9f40
webhook-timestamp: 1795749300
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=`;
