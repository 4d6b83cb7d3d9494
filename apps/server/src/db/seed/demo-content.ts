import type { WeeklyMeasure } from '@piiq/domain/kpi';

/** The demo's fixed texts: terms, training, news cards, weekly tips and the words products are made of. */

export const TERMS_VERSION = 2;

/**
 * One text in Australian English for both locales: 'en-US' is only the locale the spec has client
 * sign-up accept (signup-portal-onboarding.md), not a call for American spelling in an Australian product.
 */
function termsHtml(locale: 'en-US' | 'en-GB'): string {
  return [
    `<h1>piiq Terms of Service</h1>`,
    `<p><strong>Version ${TERMS_VERSION}</strong> (${locale})</p>`,
    `<h2>1. About these terms</h2>`,
    `<p>These terms apply to the piiq smart mirror, the piiq salon admin area and the piiq client portal (together, the "Service"). By selecting <em>Agree</em> you accept them. If you do not agree, select <em>DisAgree</em> and you will be signed out.</p>`,
    `<h2>2. Your account</h2>`,
    `<p>Keep your password secret and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.</p>`,
    `<h2>3. Hair analysis and recommendations</h2>`,
    `<p>The mirror's hair analysis and product recommendations help your stylist personalise your visit. They are not medical advice. Ask a professional about any scalp condition or colour sensitivity.</p>`,
    `<h2>4. Your data</h2>`,
    `<ul><li>Images captured by the mirror are stored for your salon and for you, and are never sold.</li><li>You can ask your salon or us to delete your images and analysis at any time.</li><li>We record page views and sign-ins to improve the Service; we use no third-party tracker.</li></ul>`,
    `<h2>5. Purchases</h2>`,
    `<p>Products you buy through a session are sold by your salon. Prices are in Australian dollars and include GST. Delivered orders are sent to the address you give.</p>`,
    `<h2>6. Changes</h2>`,
    `<p>When these terms change we publish a new version and ask you to accept it the next time you sign in.</p>`,
  ].join('\n');
}

export const TERMS = [
  { locale: 'en-US', version: TERMS_VERSION, bodyHtml: termsHtml('en-US') },
  { locale: 'en-GB', version: TERMS_VERSION, bodyHtml: termsHtml('en-GB') },
] as const;

export interface IbbLessonContent {
  name: string;
  description: string;
  todos: string[];
}

/** Exactly the spec's five module names; 21 lessons, one a day for the 21-day programme. */
export const IBB_MODULES: ReadonlyArray<{ moduleNumber: number; name: string; lessons: IbbLessonContent[] }> = [
  {
    moduleNumber: 1,
    name: 'Intro & Quick Start Guide',
    lessons: [
      { name: 'Welcome to the Instant Business Booster', description: 'What the next 21 days look like and how to get the most from them.', todos: ['Watch the welcome video with your team', 'Pick one goal for the programme'] },
      { name: 'Setting up your piiq mirror', description: 'Placing the mirror, connecting it and signing in your stylists.', todos: ['Check the mirror is online', 'Add every stylist to your team list', 'Do a test session'] },
      { name: 'Your first client session', description: 'A walk through a complete session, from hair analysis to recommendations.', todos: ['Run a session with a regular client'] },
      { name: 'Reading the dashboard', description: 'Where your retail, rebook and treatment numbers come from.', todos: ['Open the dashboard and note this week\'s numbers', 'Compare them with the similar-salon averages'] },
    ],
  },
  {
    moduleNumber: 2,
    name: 'Fundamentals',
    lessons: [
      { name: 'Hair analysis explained', description: 'Density, texture, curl, colour sensitivity, porosity and elasticity in plain words.', todos: ['Explain one score to a client in your own words'] },
      { name: 'Treatment recommendations', description: 'Choosing between scalp, protein and moisture treatments.', todos: ['Offer a treatment in three sessions today'] },
      { name: 'Retail without the hard sell', description: 'Letting the recommendations start the conversation.', todos: ['Show a client their recommended products on the mirror', 'Put the recommended products in their hands'] },
      { name: 'Rebooking on the day', description: 'Suggesting the next visit before the client leaves the chair.', todos: ['Set a rebook suggestion in every session today'] },
      { name: 'Working as a team', description: 'Sharing the sessions between stylists and front desk.', todos: ['Brief your front desk on pickups', 'Agree who follows up rebook reminders'] },
    ],
  },
  {
    moduleNumber: 3,
    name: 'Advanced',
    lessons: [
      { name: 'Building a retail routine', description: 'Turning one product into a routine: cleanse, condition, treat, style.', todos: ['Recommend a full routine to one client'] },
      { name: 'Client records that sell', description: 'Using notes and past sessions to personalise the next visit.', todos: ['Add notes to five sessions', 'Review a returning client\'s history before their visit'] },
      { name: 'Rebook reminders that land', description: 'Writing a reminder message clients answer.', todos: ['Update your rebook message in settings'] },
      { name: 'Pricing your retail shelf', description: 'When to use a custom price and when to keep the RRP.', todos: ['Review the custom prices on your products page'] },
      { name: 'Tracking your weekly numbers', description: 'Reading the weekly report and acting on the tips.', todos: ['Open the weekly report', 'Choose one tip to try this week'] },
      { name: 'Coaching your stylists', description: 'Helping each stylist improve their retail and rebook rates.', todos: ['Hold a ten-minute team huddle'] },
    ],
  },
  {
    moduleNumber: 4,
    name: 'Hot Tips and Extras',
    lessons: [
      { name: 'Social posts from your sessions', description: 'Sharing liked looks and 360 images, with the client\'s permission.', todos: ['Post one look to your salon\'s social page'] },
      { name: 'Booking links everywhere', description: 'Putting your booking link in every reminder and post.', todos: ['Add your booking URL in settings'] },
      { name: 'Seasonal promotions', description: 'Planning retail around the seasons and holidays.', todos: ['Plan next month\'s promotion', 'Choose the products it features'] },
    ],
  },
  {
    moduleNumber: 5,
    name: 'Bonus - Hot tips & extras',
    lessons: [
      { name: 'Running a client event', description: 'A hair-care evening that fills next month\'s book.', todos: ['Pick a date for a client evening'] },
      { name: 'Partnering with local businesses', description: 'Cross-promotions with cafés, gyms and boutiques nearby.', todos: ['List three local partners to approach'] },
      { name: 'Keeping the momentum', description: 'What to repeat every week after the programme ends.', todos: ['Write your weekly checklist', 'Share it with your team'] },
    ],
  },
];

export function lessonTranscriptHtml(lesson: IbbLessonContent, moduleName: string): string {
  return [
    `<h2>${lesson.name}</h2>`,
    `<p>${lesson.description}</p>`,
    `<p>This lesson is part of <strong>${moduleName}</strong>. Watch the video, then work through the to-dos with your team before moving on.</p>`,
    `<h3>Key points</h3>`,
    `<ul>${lesson.todos.map((todo) => `<li>${todo}</li>`).join('')}</ul>`,
  ].join('\n');
}

export const ACADEMY = [
  { name: 'Consultation basics', description: 'Opening a consultation with the mirror\'s hair analysis.' },
  { name: 'Balayage on the mirror', description: 'Showing a client their colour options with liked looks.' },
  { name: 'Scalp care conversations', description: 'Talking about scalp concerns with tact.' },
  { name: 'Styling for curls', description: 'Recommending curl products by texture and porosity.' },
  { name: 'Retail display ideas', description: 'A shelf that matches what the mirror recommends.' },
  { name: 'Photographing your work', description: 'Getting the most from 360 images for social posts.' },
] as const;

export const NEWS_HEADING = 'News - April 2022';

export const ANNOUNCEMENTS = [
  {
    title: 'Instant Business Booster training',
    body: 'Our 21-day Instant Business Booster is live. Work through five short modules with your team and turn every mirror session into retail sales and rebookings.',
    linkUrl: '/ibb',
    linkLabel: 'Start training',
  },
  {
    title: 'Free salon marketing',
    body: 'Join the piiq Salon Community group for free marketing for your salon: ready-made images, videos and captions every month, to post straight to your social pages.',
    linkUrl: 'https://www.facebook.com/groups/piiqsalons',
    linkLabel: 'Join the group',
  },
  {
    title: 'New features',
    body: 'You can now recommend up to 10 products per session, switch a recommended product in one click, and get a browser notification the moment a client asks to rebook or places a retail order.',
    linkUrl: null,
    linkLabel: null,
  },
] as const;

/** The weekly report's advice under each measure: what a salon can do this week to move it. */
export const WEEKLY_TIPS: Readonly<Record<WeeklyMeasure, ReadonlyArray<{ title: string; body: string }>>> = {
  APPOINTMENTS: [
    {
      title: 'Make the mirror part of every visit',
      body: 'Offer the analysis to every client, not only new ones: two minutes at the mirror while a colour processes or before the wash counts as a session and gives you something real to talk about. A simple team goal of one session per booked client keeps it a habit.',
    },
    {
      title: 'Tell clients before they arrive',
      body: 'Mention the free hair and scalp analysis in your booking confirmation and reminder texts. Clients who expect it ask for it, and newer stylists find it easier to offer something the client already knows about.',
    },
    {
      title: 'Look at the quiet days',
      body: 'Check which days this week had few or no sessions and who was working. Pairing a stylist who rarely uses the mirror with one who uses it well for a morning usually does more than another reminder at the team meeting.',
    },
  ],
  RETAIL: [
    {
      title: 'Recommend from the analysis, not the shelf',
      body: 'Go through the scores on the mirror first, then show the two or three products that answer them. A recommendation tied to what the client has just seen about their own hair feels like advice rather than a sales pitch.',
    },
    {
      title: 'Put the product in their hands',
      body: 'Use the recommended products during the service and name them as you go. Clients buy what they have felt and smelt on their own hair, and having the bottle at the station saves the awkward walk to the shelf at the desk.',
    },
    {
      title: 'Offer delivery to the undecided',
      body: 'A client who does not want to carry products home or decide on the spot can order from the session and have it delivered. Saying so at the desk turns "maybe next time" into a sale you can see on this report.',
    },
  ],
  REBOOK: [
    {
      title: 'Book the next visit in the chair',
      body: 'Suggest the next appointment while you finish the style, with a reason from today’s analysis: "your ends will need a trim in six weeks". Clients rebook far more often in the chair than when they are asked at the desk with their purse out.',
    },
    {
      title: 'Set a reminder for everyone else',
      body: 'When a client cannot commit to a date, set up the rebook reminder before they leave, so piiq emails them with your booking link when they are due. Check your rebook delay in Settings so the email lands at the right time for your services.',
    },
    {
      title: 'Clear open rebooks each morning',
      body: 'Open the appointments list first thing and deal with yesterday’s rebooks that are still open: mark the clients who booked as rebooked and schedule reminders for the rest. Five minutes a day keeps this figure honest and no client slips through.',
    },
  ],
  TREATMENT: [
    {
      title: 'Let the scores make the case',
      body: 'When elasticity or porosity comes up low, show the client the number and offer the matching protein, moisture or scalp treatment there and then. It takes a few minutes at the basin, and the client can see why it is worth it.',
    },
    {
      title: 'Give it one clear add-on price',
      body: 'Put a single basin treatment price on your service menu and at the desk. A small, known price is much easier to say yes to than an open question about whether the client would like a treatment today.',
    },
    {
      title: 'Record the treatment in every session',
      body: 'Choose the treatment in the records panel even when the client says no this time. The recommendation is then waiting for their next visit, and this report shows how often your team offers one.',
    },
  ],
};

export const CHAT_WELCOME =
  'Welcome to piiq support! Send us a message here any time: our team will reply within 1 business day.';

export const STYLIST_NOTES = [
  'Loves a low-maintenance colour; suggested a gloss in six weeks.',
  'Sensitive scalp: patch test before the next colour.',
  'Growing out the fringe, trim the ends only.',
  'Heat styles daily, recommended a thermal protector.',
  'Asked about a keratin smoothing treatment for summer.',
  'Swims three times a week, chlorine damage at the ends.',
  'Happy with the cut, wants more volume at the crown.',
  'Going lighter for a wedding next month.',
  'Prefers fragrance-free products.',
  'Curly girl method: no sulphates, no silicones.',
  'Brought a photo of a textured bob; booked a consultation.',
  'Dry ends after bleaching, started a moisture routine.',
  'Wants to cover greys without a full colour.',
  'Very happy with last visit\'s treatment.',
] as const;

export const SCALP_CONCERN_KEYS = ['growthPatterns', 'cowlicks', 'dandruff', 'oily', 'dry', 'sensitive'] as const;

export const PRODUCT_LINES = [
  { line: 'Hydrate', concern: 'Dryness', benefit: 'Restores moisture to dry, thirsty lengths' },
  { line: 'Repair', concern: 'Damage', benefit: 'Rebuilds strength in chemically treated hair' },
  { line: 'Volume', concern: 'Flat hair', benefit: 'Lifts fine hair from the root' },
  { line: 'Colour Protect', concern: 'Colour fade', benefit: 'Locks in colour and shine between visits' },
  { line: 'Curl Define', concern: 'Frizz', benefit: 'Defines curls and controls frizz' },
  { line: 'Smooth', concern: 'Frizz', benefit: 'Tames frizz for up to 72 hours' },
  { line: 'Scalp Balance', concern: 'Oiliness', benefit: 'Rebalances an oily or flaky scalp' },
  { line: 'Purify', concern: 'Oiliness', benefit: 'Removes build-up without stripping' },
  { line: 'Strength', concern: 'Breakage', benefit: 'Reduces breakage from brushing and styling' },
  { line: 'Blonde Tone', concern: 'Colour fade', benefit: 'Neutralises brassy tones in blonde hair' },
  { line: 'Nourish', concern: 'Dryness', benefit: 'Softens coarse and unruly hair' },
  { line: 'Thermal', concern: 'Damage', benefit: 'Protects hair from heat up to 230 °C' },
  { line: 'Density', concern: 'Thinning', benefit: 'Makes thinning hair look fuller' },
] as const;

export const TYPE_DETAILS = {
  Shampoo: { code: 'SH', nouns: ['Shampoo', 'Cleansing Shampoo'], sizes: ['300 ml', '1 L'], rrp: [2895, 5495] },
  Conditioner: { code: 'CO', nouns: ['Conditioner', 'Daily Conditioner'], sizes: ['250 ml', '1 L'], rrp: [3095, 5695] },
  Treatment: { code: 'TR', nouns: ['Mask', 'Serum', 'Oil', 'Bond Treatment'], sizes: ['150 ml', '100 ml', '50 ml'], rrp: [3995, 7995] },
  Styling: { code: 'ST', nouns: ['Cream', 'Spray', 'Mousse', 'Paste'], sizes: ['200 ml', '150 ml', '75 g'], rrp: [2995, 4995] },
} as const;

export const DIRECTIONS = {
  Shampoo: 'Massage into wet hair and scalp, lather, then rinse well. Repeat if needed.',
  Conditioner: 'After shampooing, apply through the lengths and ends. Leave for two minutes, then rinse.',
  Treatment: 'Apply to towel-dried hair, comb through and leave for five to ten minutes before rinsing. Use once or twice a week.',
  Styling: 'Work a small amount through damp or dry hair, then style as usual.',
} as const;

export const INGREDIENT_BASES = {
  Shampoo: 'Aqua, Sodium Lauroyl Methyl Isethionate, Cocamidopropyl Betaine, Glycerin, Panthenol',
  Conditioner: 'Aqua, Cetearyl Alcohol, Behentrimonium Chloride, Glycerin, Panthenol',
  Treatment: 'Aqua, Cetearyl Alcohol, Butyrospermum Parkii Butter, Hydrolyzed Keratin, Tocopherol',
  Styling: 'Aqua, Alcohol Denat., VP/VA Copolymer, Glycerin, Panthenol',
} as const;

export const SUITS = {
  coloured: ['Coloured', 'Natural'],
  hairColour: ['Blonde', 'Brunette', 'Red', 'Black', 'Grey'],
  densities: ['Fine', 'Medium', 'Thick'],
  elasticities: ['Low', 'Medium', 'High'],
  porosity: ['Low', 'Medium', 'High'],
  textures: ['Straight', 'Wavy', 'Curly', 'Coily'],
  other: ['Heat styling', 'Sun exposure', 'Chlorine', 'Vegan', 'Sulphate free'],
} as const;
