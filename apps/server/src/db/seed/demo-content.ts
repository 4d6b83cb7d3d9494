import type { ShippedVideo } from '@piiq/domain/videos';
import type { WeeklyMeasure } from '@piiq/domain/kpi';

/** The demo's fixed texts: terms, training, news cards, weekly tips and the words products are made of. */

export const TERMS_VERSION = 2;

/**
 * One text in Australian English for both locales: 'en-US' is only the locale the product has client
 * sign-up accept, not a call for American spelling in an Australian product.
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
  /** The shipped video of the screens the lesson is about. */
  video: ShippedVideo;
  description: string;
  todos: string[];
  /** The transcript's paragraphs, plain text: lessonTranscriptHtml escapes them. */
  transcript: string[];
}

/** Exactly the product's five module names; 21 lessons, one a day for the 21-day programme. */
export const IBB_MODULES: ReadonlyArray<{
  moduleNumber: number;
  name: string;
  lessons: IbbLessonContent[];
}> = [
  {
    moduleNumber: 1,
    name: 'Intro & Quick Start Guide',
    lessons: [
      {
        name: 'Welcome to the Instant Business Booster',
        video: 'team-and-training',
        description: 'What the next 21 days look like and how to get the most from them.',
        todos: ['Watch the welcome video with your team', 'Pick one goal for the programme'],
        transcript: [
          'Over the next 21 days you will work through one short lesson a day, in five modules: a quick start, the fundamentals, advanced habits, hot tips and a bonus module. Each lesson takes a few minutes to watch and ends with one or two to-dos you can do on the salon floor that same day. The aim is not to learn everything piiq can do, but to make a handful of habits stick.',
          'Watch this welcome video with your whole team, ideally at a team meeting or before the first client of the day. Stylists who hear the plan from you, at the same time as everyone else, are much more likely to use the mirror than those who find out second-hand. Include the front desk: later lessons hand them pickups, deliveries and rebook reminders.',
          'Before you move on, pick one goal for the programme and write it where the team will see it. Make it something the dashboard measures, such as a session for every booked client, a higher retail share or more clients rebooked before they leave. One clear goal beats three vague ones, and you can check it in the weekly report at the end of each week.',
          "Finally, open the dashboard and write down today's numbers as your starting point. In three weeks you will compare against them, so you can see what changed rather than guess.",
        ],
      },
      {
        name: 'Setting up your piiq mirror',
        video: 'pair-your-mirror',
        description: 'Placing the mirror, connecting it and signing in your stylists.',
        todos: ['Check the mirror is online', 'Add every stylist to your team list', 'Do a test session'],
        transcript: [
          "Place the mirror where clients sit for their consultation, usually at a styling station rather than near the basins, with soft, even light falling on the client's face and hair. A bright window behind the chair or a single downlight directly overhead makes the images the hair analysis works from harder to read. Check that power and a good Wi-Fi signal reach the spot before you fix the mirror in place.",
          "Check that the mirror shows as online in settings. If it doesn't, make sure it is joined to the salon's own network rather than a guest network, then restart it. Make this check part of opening up each morning: a mirror that drops off the network at nine o'clock costs you every session until someone notices.",
          "Add every stylist to your team list, part-timers and juniors included. Each session is recorded against the stylist who runs it, which is how the dashboard and weekly report can later show each person's retail and rebook numbers. A stylist who is missing from the list is missing from your results too.",
          'Finish with a test session on a colleague. Run it from start to finish, from the hair analysis through to the product recommendations and a rebook suggestion, then find it in your appointments. It is far better to find a problem now than with a paying client in the chair.',
        ],
      },
      {
        name: 'Your first client session',
        video: 'mirror-consultation',
        description: 'A walk through a complete session, from hair analysis to recommendations.',
        todos: ['Run a session with a regular client'],
        transcript: [
          "Choose a regular client for your first session: someone who knows you, is relaxed in the chair and won't mind you taking a moment longer than usual. Tell them what is happening in one sentence, for example that the mirror will take a closer look at their hair and scalp so you can tailor today's service. Most clients are curious, and the explanation is all the permission you need.",
          'Go through the hair analysis with the client rather than reading it to yourself. Start with one or two scores that match what you both already know about their hair; that builds trust in the rest. If a scalp concern comes up, mention it gently and stick to what you can see, because the analysis is not medical advice.',
          "Next, choose a treatment if one suits and look at the recommended products together. The recommendations come from the brands your salon stocks, so everything on the screen is something the client can take home today. Let them choose pickup at the desk or delivery, and don't push: the goal of this first session is simply to run it from start to finish.",
          'Before the client leaves the chair, suggest when they should come back and set the rebook in the session. Afterwards, add a short note, such as an event coming up or a product they already use at home, so their next visit starts where this one ended.',
        ],
      },
      {
        name: 'Reading the dashboard',
        video: 'weekly-numbers',
        description: 'Where your retail, rebook and treatment numbers come from.',
        todos: ["Open the dashboard and note this week's numbers", 'Compare them with the similar-salon averages'],
        transcript: [
          'Every figure on the dashboard comes from your mirror sessions. Retail is the share of sessions where the client bought products, for pickup or delivery; rebook is the share of sessions marked as rebooked; treatment is the share of sessions with a scalp, protein or moisture treatment recommended. Hover over a figure to see exactly what it counts.',
          'Because everything starts with a session, look at the number of sessions first. If it is low compared with the clients you actually saw this week, the mirror is being skipped, and no amount of work on retail or rebooks will show up until that changes. Products per session and retail revenue then tell you whether the sessions you do run are turning into sales.',
          "Open the dashboard now and write down this week's sessions, retail, rebook and treatment figures. Then compare them with the similar-salon averages beside them: salons on the same plan with a similar number of sessions a week. A figure well below the average is the place to start; one above it is a habit worth protecting.",
          "Don't read too much into a single quiet week or one stylist's day off. Switch the chart to a longer view to see the trend, and come back to these numbers at the end of the programme.",
        ],
      },
    ],
  },
  {
    moduleNumber: 2,
    name: 'Fundamentals',
    lessons: [
      {
        name: 'Hair analysis explained',
        video: 'mirror-consultation',
        description: 'Density, texture, curl, colour sensitivity, porosity and elasticity in plain words.',
        todos: ['Explain one score to a client in your own words'],
        transcript: [
          'The hair analysis gives six scores. Density is how many hairs there are, from fine to thick; texture is the thickness of each strand; curl runs from straight through wavy and curly to coily. Colour sensitivity shows how the hair is likely to respond to colouring and how quickly colour may fade, porosity how readily it absorbs and loses moisture, and elasticity how far it stretches and recovers, which is a good sign of its strength.',
          "Clients don't need the science, they need to know what a score means for them. High porosity becomes 'your hair drinks up moisture but lets it go just as quickly, so it dries out between washes'. Low elasticity becomes 'your hair is a bit fragile at the moment, so we'll be gentle with heat and brushing'. Tie each score to something the client has noticed themselves.",
          "Pick one or two scores that matter for today's service and leave the rest on the screen for the client to look at. A colour client wants to hear about colour sensitivity and porosity; a client with breakage wants to hear about elasticity. Talking through all six every time sounds like a lecture.",
          "For today's to-do, explain one score to a client in your own words, then ask whether it matches what they see at home. Their answer usually tells you what to recommend next.",
        ],
      },
      {
        name: 'Treatment recommendations',
        video: 'mirror-consultation',
        description: 'Choosing between scalp, protein and moisture treatments.',
        todos: ['Offer a treatment in three sessions today'],
        transcript: [
          'The session lets you choose one treatment: scalp, protein, moisture or none. A scalp treatment suits clients with an oily, dry, flaky or sensitive scalp. Protein suits hair that is weak, stretchy or breaking, often after lightening, which shows up as low elasticity. Moisture suits hair that is dry, rough or frizzy, which often goes with high porosity.',
          "When both protein and moisture seem to fit, start with the client's main complaint. Hair that snaps needs strength first; hair that feels like straw needs moisture first. Too much protein can leave hair stiff and brittle, so if a client has had several protein treatments lately, alternate rather than repeat.",
          'Offer the treatment at the mirror, with the score that supports it on the screen, and tell the client what it involves: a few extra minutes at the basin and a clear price. Say it as a recommendation rather than a question, and accept a no gracefully. Record the treatment in the session either way, so it is waiting for you at their next visit.',
          "For today's to-do, offer a treatment in three sessions. Count how many clients say yes, and notice which explanation worked best, then share it with the team.",
        ],
      },
      {
        name: 'Retail without the hard sell',
        video: 'recommending-and-rebooking',
        description: 'Letting the recommendations start the conversation.',
        todos: [
          'Show a client their recommended products on the mirror',
          'Put the recommended products in their hands',
        ],
        transcript: [
          "Most stylists dislike selling because it feels like pushing something the client didn't ask for. The mirror changes that: the client has just seen their own hair analysis, and the recommended products answer what it showed. Your job is to explain the link, not to make a pitch.",
          'Turn the mirror towards the client and show them the recommended products while you talk about their scores. Keep it to two or three products and say why each one is there, for example a moisture mask for the dry ends you both just looked at. You can switch a product in one click if the client already owns it or prefers a different one.',
          'Then put the products in their hands. Use them during the service, name them as you apply them and let the client feel the texture and smell the scent. A client who has already used the product on their own hair needs far less persuading at the desk.',
          "Close by telling the client how to buy: they can order from the session for pickup at the desk or have it delivered. A client who says 'maybe next time' has still seen the products, and they stay in their session history for the next visit.",
        ],
      },
      {
        name: 'Rebooking on the day',
        video: 'recommending-and-rebooking',
        description: 'Suggesting the next visit before the client leaves the chair.',
        todos: ['Set a rebook suggestion in every session today'],
        transcript: [
          "The best time to book the next visit is while the client is still in the chair, relaxed and happy with their hair. At the desk they are thinking about paying, parking and the rest of their day. Suggest the next appointment while you finish the style, and give a reason from today's session, such as 'your regrowth will show in about six weeks' or 'let's check how the treatment has held in a month'.",
          "Set the rebook suggestion in the session for every client, not only the ones who book on the spot. The suggestion records when they should come back. If the client books then and there, mark the appointment as rebooked; if they can't commit, set up a reminder so piiq emails them with your booking link when they are due.",
          'Match the interval to the service rather than using one number for everyone. A short cut may need four to six weeks, a root touch-up six to eight and a long-layered trim longer still. A suggestion the client knows is realistic is much easier to say yes to.',
          "For today's to-do, set a rebook suggestion in every session. At the end of the day, check your appointments list for any session left open and deal with it before you go home.",
        ],
      },
      {
        name: 'Working as a team',
        video: 'follow-up-an-order',
        description: 'Sharing the sessions between stylists and front desk.',
        todos: ['Brief your front desk on pickups', 'Agree who follows up rebook reminders'],
        transcript: [
          'A mirror session is shared work. The stylist runs the analysis, recommends and suggests the rebook; the front desk hands over pickups, checks delivery details and follows up rebooks. When each person knows their part, clients get a smooth finish instead of having the same question asked twice.',
          'Brief your front desk on pickups today. Show them where retail orders from sessions appear, where the products for pickup are kept and how to check an order off when the client collects it. A client who has to wait while someone hunts for their products is less likely to order next time.',
          "Agree who follows up rebook reminders. One named person, often the front desk or the salon manager, should open the appointments list each morning, mark clients who have booked as rebooked and set up reminders for the rest. When it is everyone's job it is usually nobody's.",
          'Write the split down in a few lines and pin it near the desk. Revisit it after a week: if pickups go smoothly and no rebook is left open for days, the system is working.',
        ],
      },
    ],
  },
  {
    moduleNumber: 3,
    name: 'Advanced',
    lessons: [
      {
        name: 'Building a retail routine',
        video: 'recommending-and-rebooking',
        description: 'Turning one product into a routine: cleanse, condition, treat, style.',
        todos: ['Recommend a full routine to one client'],
        transcript: [
          'Clients rarely need one product; they need a routine. Think in four steps: cleanse, condition, treat and style. A shampoo and conditioner for their hair type, a weekly mask or serum for what the analysis showed, and a styling product that protects and finishes the look.',
          'Build the routine from the session. If porosity is high and the ends are dry, that might be a hydrating shampoo and conditioner, a moisture mask once a week and a leave-in cream before blow-drying. Explain the order and how often to use each one, so the client leaves with a plan rather than a bag of bottles.',
          "You don't have to sell the whole routine at once. Start with the step that will make the biggest difference, often the treatment or the heat protector, and tell the client which step to add next. Add a note to the session so you remember where they are up to at their next visit.",
          "For today's to-do, recommend a full routine to one client, walking through all four steps on the mirror. Ask afterwards whether it felt helpful or too much, and adjust how you present it.",
        ],
      },
      {
        name: 'Client records that sell',
        video: 'liked-looks',
        description: 'Using notes and past sessions to personalise the next visit.',
        todos: ['Add notes to five sessions', "Review a returning client's history before their visit"],
        transcript: [
          "Every session builds up the client's record: their hair analysis, the treatment chosen, the products recommended and bought, and your notes. Used well, it lets you pick up exactly where you left off, which clients notice and value.",
          "Good notes are short and specific. Write what you would want to know in six weeks' time: 'wedding on 14 March, wants soft waves', 'sensitive scalp, patch test before colour', 'already uses our thermal spray, ran out of conditioner'. Skip what the analysis already records and focus on what the client told you.",
          "Before a returning client sits down, spend a minute on their history in the client records. Compare today's scores with last time, check whether they bought what you recommended and read your notes. Opening with 'How did the mask go on those dry ends?' starts the conversation from their hair, not from a sale.",
          "For today's to-dos, add notes to five sessions and review one returning client's history before their visit. Notice how much easier the recommendation is when you already know their story.",
        ],
      },
      {
        name: 'Rebook reminders that land',
        video: 'marketing-kit',
        description: 'Writing a reminder message clients answer.',
        todos: ['Update your rebook message in settings'],
        transcript: [
          "When a client doesn't book on the day, the rebook reminder is your second chance. piiq emails it when the client is due, with your rebook message and your booking link. A message that sounds like your salon gets a reply; one that sounds like a system notice gets ignored.",
          "Keep the message short, warm and personal. Say who it is from, remind them why they are due and make the next step obvious, for example: 'It has been a few weeks since your last visit, so your colour is probably ready for a refresh: tap the link to pick a time that suits you.' Avoid pressure and long lists of services.",
          'Update your rebook message in settings, and check the rebook delay beside it so the email arrives when clients are actually ready to come back. Make sure your booking URL is filled in as well, because a reminder without a way to book leaves the client with nothing to do.',
          'After a few weeks, look at your rebook figure on the dashboard and in the weekly report. If reminders are going out but few clients are rebooking, try a different message or timing rather than sending more.',
        ],
      },
      {
        name: 'Pricing your retail shelf',
        video: 'set-up-retail',
        description: 'When to use a custom price and when to keep the RRP.',
        todos: ['Review the custom prices on your products page'],
        transcript: [
          "Every product on your products page shows its RRP, the brand's recommended retail price, and you can set a custom price for your salon. The price the client pays in a session is the one you set there, so it is worth a few minutes to get it right.",
          'Keeping the RRP is the simple choice for most of the shelf. Clients can compare it with other stockists and see they are paying a fair price, and you keep your full margin. Use a custom price when you have a good reason: matching a local competitor on a product clients shop around for, a salon-size bundle, or a price rounded to a tidier figure.',
          'Be careful with permanent discounts. A lower price on every product rarely brings in enough extra sales to make up for the margin, and clients soon treat it as normal. A time-limited promotion on a few chosen products usually does more, and is easier to end.',
          "For today's to-do, go through the custom prices on your products page. Remove any that no longer have a reason behind them, and check that the prices clients see match what is on your shelf and at the desk.",
        ],
      },
      {
        name: 'Tracking your weekly numbers',
        video: 'weekly-numbers',
        description: 'Reading the weekly report and acting on the tips.',
        todos: ['Open the weekly report', 'Choose one tip to try this week'],
        transcript: [
          'Each week piiq sends you a weekly report: your sessions, retail, rebook and treatment figures for the week, compared with the week before and with similar salons. Under each measure you will find a few tips on what to do this week to move it. It takes five minutes to read, and it is the best way to see whether the programme is working.',
          'Read it the same way every week. First check sessions, because every other figure depends on them. Then look for the measure that moved most, up or down, and ask why: a new stylist, a public holiday, a product out of stock. One week is a snapshot; three or four weeks in the same direction is a trend.',
          "Pick one tip and try it for the whole week rather than a little of everything. Tell the team which tip you chose and why, then look at the same measure in the next report. If it moved, keep the habit; if it didn't, try another tip.",
          "For today's to-dos, open the weekly report and choose one tip to try this week. Write it down beside the goal you set at the start of the programme.",
        ],
      },
      {
        name: 'Coaching your stylists',
        video: 'weekly-numbers',
        description: 'Helping each stylist improve their retail and rebook rates.',
        todos: ['Hold a ten-minute team huddle'],
        transcript: [
          "The dashboard shows each stylist's sessions, retail and rebook figures, and the differences are often large. Use them to start a conversation, not to rank people. A stylist with a low retail figure may be running excellent sessions with clients who buy elsewhere, or may simply be uncomfortable talking about products.",
          'Coach one habit at a time. If a stylist rarely runs sessions, start there; if they run sessions but seldom rebook, work on suggesting the next visit in the chair. Pair them with a colleague who does it well for a morning, and let them listen to the words that work.',
          'Hold a ten-minute team huddle, standing up, before the first client. Share one figure for the whole salon, praise something specific that went well, such as a stylist who rebooked every client yesterday, and agree on one thing to focus on today. Keep individual figures for one-on-one conversations, never for the group.',
          'Repeat the huddle weekly after the report arrives. Short and regular does far more than a long meeting once a quarter.',
        ],
      },
    ],
  },
  {
    moduleNumber: 4,
    name: 'Hot Tips and Extras',
    lessons: [
      {
        name: 'Social posts from your sessions',
        video: 'liked-looks',
        description: "Sharing liked looks and 360 images, with the client's permission.",
        todos: ["Post one look to your salon's social page"],
        transcript: [
          'Your sessions produce some of your best marketing: the looks clients like on the mirror and the 360 images of the finished style. Real clients in your own chairs show people what your salon does far better than stock photos.',
          'Always ask the client first, and never post without a clear yes. Ask at the end of the appointment, when they are happy with their hair, and tell them exactly where it will appear. Some clients are glad to be tagged; others prefer their face cropped out or no post at all. Record what they said in your notes so nobody has to ask twice.',
          'Choose images with good light and a clean background, and add a caption that says what was done and who did it, for example a soft balayage with a toner and a moisture treatment. Your default social media message in settings gives you a starting caption, and adding your booking link turns a post into an appointment.',
          "For today's to-do, post one look to your salon's social page. Reply to comments the same day, because every question is a possible booking.",
        ],
      },
      {
        name: 'Booking links everywhere',
        video: 'marketing-kit',
        description: 'Putting your booking link in every reminder and post.',
        todos: ['Add your booking URL in settings'],
        transcript: [
          "Every message you send clients should make booking one tap away. If a client reads a rebook reminder or sees a social post and then has to find your phone number or search for your website, many of them won't bother.",
          'Add your booking URL in settings. Use the page where clients actually pick a time, not your home page, and test it on a phone, since that is where most clients will open it. Once it is saved, piiq puts it in every rebook reminder it sends.',
          'Then use the same link everywhere else: your social profile, your posts, your email signature and a QR code at the desk. Check it again whenever you change booking systems, because a broken link in a reminder costs you bookings without anyone telling you.',
          'After a couple of weeks, watch your rebook figure on the dashboard and ask new clients how they found the booking page. Those answers tell you which places the link is doing the most work.',
        ],
      },
      {
        name: 'Seasonal promotions',
        video: 'set-up-retail',
        description: 'Planning retail around the seasons and holidays.',
        todos: ["Plan next month's promotion", 'Choose the products it features'],
        transcript: [
          "Clients' hair changes with the seasons, and so do the products they need. In summer it's sun, salt water and chlorine, so colour protection, moisture and UV care; in winter it's dry indoor heat and static, so richer treatments and smoothing products. Around Christmas and Mother's Day, gift sets and vouchers do well.",
          'Plan a month ahead. Pick one theme, such as a summer hair survival kit or a winter moisture boost, and choose the two or three products it features from the brands you stock. Check with your suppliers that you will have enough stock before you announce anything.',
          'Make the promotion part of the session rather than a sign on the shelf. When the analysis shows what the promotion solves, such as high porosity before a beach holiday, the offer feels like advice. Brief your stylists on the theme and the products, and set any promotional prices as custom prices on your products page for the dates it runs, then change them back.',
          "For today's to-dos, plan next month's promotion and choose the products it features. Afterwards, compare retail in the weekly reports before and during the promotion to see whether it is worth repeating.",
        ],
      },
    ],
  },
  {
    moduleNumber: 5,
    name: 'Bonus - Hot tips & extras',
    lessons: [
      {
        name: 'Running a client event',
        video: 'marketing-kit',
        description: "A hair-care evening that fills next month's book.",
        todos: ['Pick a date for a client evening'],
        transcript: [
          "A small hair-care evening in the salon is a relaxed way to thank regular clients and fill next month's book. Keep it simple: an hour or two after closing, light refreshments, a short demonstration and time at the mirror.",
          'Build the evening around the mirror. Offer each guest a quick hair analysis, show them what their scores mean and let a stylist suggest a treatment or routine. Guests who see their own results are far more engaged than an audience watching a demonstration.',
          "Make booking part of the evening. Have a stylist free to book appointments on the spot, share your booking link, and set up rebook reminders for guests who want to think about it. Have the recommended products ready on the night, and offer delivery for anyone who doesn't want to carry them home.",
          "For today's to-do, pick a date for a client evening, ideally four to six weeks away so you have time to invite people. Choose a quiet week in your book, because that is the week the event can fill.",
        ],
      },
      {
        name: 'Partnering with local businesses',
        video: 'marketing-kit',
        description: 'Cross-promotions with cafés, gyms and boutiques nearby.',
        todos: ['List three local partners to approach'],
        transcript: [
          'Businesses nearby share your clients already. A café, a gym or yoga studio, a boutique or a bridal shop reaches people who care about how they look and live within a short trip of your salon. A simple cross-promotion introduces you to their customers at little cost.',
          'Look for partners whose customers match yours and who you would happily recommend. Offer something that is easy for them to say yes to: a voucher for their customers, a display of your cards at their counter in exchange for theirs at your desk, or a joint offer such as a blow-dry and a coffee before a special event.',
          "Keep the arrangement simple and measurable. Give each partner its own voucher or offer so you can tell where new clients came from, and add a note to the new client's record when they mention the partner. Review after a couple of months and keep the partners that bring people in.",
          "For today's to-do, list three local partners to approach, with a sentence on what you could offer each one. Visit the first one in person this week.",
        ],
      },
      {
        name: 'Keeping the momentum',
        video: 'weekly-numbers',
        description: 'What to repeat every week after the programme ends.',
        todos: ['Write your weekly checklist', 'Share it with your team'],
        transcript: [
          "The programme ends today, but the results come from what you keep doing every week. Look back at the numbers you wrote down on day one and compare them with the dashboard now. Celebrate what improved with the team, and be honest about what didn't.",
          'Write a weekly checklist of the habits that made the difference. For most salons it includes: check the mirror is online each morning, run a session for every booked client, set a rebook suggestion in every session, clear open rebooks in the appointments list, read the weekly report and pick one tip, and hold a short team huddle.',
          'Share the checklist with your team and put a name against each line, so every habit has an owner. Pin it where everyone can see it, and review it once a month: drop what has become automatic and add the next thing you want to improve.',
          'You can come back to any lesson whenever you need a refresher, and new stylists can work through the programme as part of their induction. Each new person who learns the habits early keeps your figures where you want them.',
        ],
      },
    ],
  },
];

/** Escapes text for an HTML element's content or a double-quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function lessonTranscriptHtml(lesson: IbbLessonContent, moduleName: string): string {
  return [
    `<h2>${escapeHtml(lesson.name)}</h2>`,
    ...lesson.transcript.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<h3>Your to-dos</h3>`,
    `<ul>${lesson.todos.map((todo) => `<li>${escapeHtml(todo)}</li>`).join('')}</ul>`,
    `<p>This lesson is part of <strong>${escapeHtml(moduleName)}</strong>. Watch the video, then work through the to-dos with your team before moving on.</p>`,
  ].join('\n');
}

export interface AcademyContent {
  name: string;
  /** The shipped video of the screens the item talks about. */
  video: ShippedVideo;
  description: string;
  /** The transcript's paragraphs, plain text: academyTranscriptHtml escapes them. */
  transcript: string[];
}

export const ACADEMY: ReadonlyArray<AcademyContent> = [
  {
    name: 'Consultation basics',
    video: 'mirror-consultation',
    description: "Opening a consultation with the mirror's hair analysis.",
    transcript: [
      'Start the consultation before the cape goes on and before the hair is washed, so the mirror sees the hair as the client wears it every day. Ask one open question first, such as what they love about their hair at the moment and what annoys them. Their answer tells you which scores to look at first.',
      'Then run the hair analysis and turn the mirror so the client can see it. Open with a score that matches what they have just told you: if they said their hair goes frizzy and dries out, show them porosity; if it snaps when they brush it, show them elasticity. Hearing the mirror confirm something they already know makes the rest of the analysis easier to trust.',
      'Use the scores as questions rather than verdicts. A high colour sensitivity score is the moment to ask about recent colour, bleach or box dye at home, and a fine density score is the moment to ask how they usually style it and whether volume matters to them. If the analysis shows a scalp concern such as dandruff or sensitivity, mention it briefly and calmly, and keep the longer conversation for later in the appointment.',
      "Finish the opening by agreeing on the plan out loud: today's service, any treatment the scores support and what you will change from last time. Add a short note to the session while it is fresh. A consultation that ends with a clear plan takes a few minutes and saves a lot of second-guessing at the basin.",
    ],
  },
  {
    name: 'Balayage on the mirror',
    video: 'liked-looks',
    description: 'Showing a client their colour options with liked looks.',
    transcript: [
      'Clients rarely describe balayage the way you do: "sun-kissed" can mean a few soft pieces around the face or a lot of brightness through the ends. Ask the client to browse looks on the mirror and like the ones that appeal, then go through their liked looks together. Pictures settle the words quickly and show you what they mean by subtle, bright, warm or cool.',
      'Look for what the liked looks have in common rather than copying one photo. Check how high the lightness starts, how much brightness sits around the face and whether the ends are golden, beige or icy. If the client likes very different looks, ask which one they would choose if they could only have one, and which one they could happily live with as it grows out.',
      'Then hold the liked looks up against the hair analysis. Colour sensitivity and porosity tell you how the hair is likely to lift and how quickly a toner may fade, and low elasticity is a warning to go gently, add a bond treatment or plan the lightening over more than one visit. Be honest when a liked look is two or three appointments away, and show the client what is achievable today.',
      'Before you start, do any skin or strand test your colour brand requires, and talk about upkeep as well as the result. Recommend colour-safe home care from the brands you stock, such as a colour protect shampoo and a toning product for blondes, and suggest a toner or gloss appointment in six to eight weeks while they are still in the chair. Add a note naming the liked look you worked towards, so you can pick up the conversation at their next visit.',
    ],
  },
  {
    name: 'Scalp care conversations',
    video: 'mirror-consultation',
    description: 'Talking about scalp concerns with tact.',
    transcript: [
      'Scalp concerns are personal, and many clients are embarrassed by flakes, an itchy scalp or oiliness. The mirror may note growth patterns, cowlicks, dandruff, or an oily, dry or sensitive scalp, and how you bring that up decides whether the client feels looked after or judged. Raise it at the chair, in a normal speaking voice, rather than across the salon.',
      "Start with the neutral concerns. Growth patterns and cowlicks are simply information about how the hair grows, so use them to explain why a fringe lifts or a part won't sit flat and how you will cut with them rather than against them. For dandruff, oiliness or dryness, describe what you can see on the mirror and ask a question, such as whether their scalp ever feels itchy or tight, rather than announcing a problem.",
      'Stay within what a stylist can help with. A scalp treatment at the basin and a shampoo matched to an oily or dry scalp are reasonable suggestions, but the analysis is not medical advice. If you see redness, sores, patches of hair loss or anything the client says is painful or getting worse, suggest they see their GP or a dermatologist, and say it kindly and plainly.',
      "A sensitive scalp also changes the service itself. Note it in the session, check with the client before any colour or chemical service, follow your colour brand's skin test instructions and keep the water temperature and scrubbing gentle at the basin. Clients remember a stylist who noticed and adjusted without a fuss.",
    ],
  },
  {
    name: 'Styling for curls',
    video: 'recommending-and-rebooking',
    description: 'Recommending curl products by texture and porosity.',
    transcript: [
      'The curl score tells you the pattern, but texture and porosity decide which products will actually work. Texture is the thickness of each strand: fine curls are easily weighed down, while coarse curls can carry richer creams and butters. Porosity tells you how readily the hair takes in moisture and how well it holds on to it, so look at those two scores together before you reach for a product.',
      'For fine or low-porosity curls, go light. A foam, mousse or light gel applied to very wet hair gives definition without weight, while heavy oils and butters tend to sit on the surface and leave curls greasy and limp. Suggest the client uses less than they think, and adds a little more only if the curls frizz.',
      'High-porosity curls lose moisture quickly, so they usually need a leave-in conditioner or curl cream to hydrate, then a gel to hold the curl and seal it. Medium and coarse textures handle this layering well. If elasticity is low as well, the curls may be over-stretched or damaged, so balance moisture with an occasional protein treatment rather than piling on more product.',
      'Show the client how you apply the products, not just which ones: scrunching, raking or smoothing them through, then diffusing on low heat or air-drying without touching. Recommend two or three products from the brands you stock that match their scores, and if they avoid sulphates or silicones, add that to your notes so everyone sees it. A client who can recreate the curls at home is the one who comes back and buys again.',
    ],
  },
  {
    name: 'Retail display ideas',
    video: 'set-up-retail',
    description: 'A shelf that matches what the mirror recommends.',
    transcript: [
      'When a client has just seen their recommendations on the mirror, the shelf should tell the same story. Arrange retail by concern rather than by brand: dryness, damage and breakage, frizz and curls, colour fade, oiliness and build-up, and fine or thinning hair. A client looking for "the thing for my dry ends" then finds it in one place, and so does a stylist in a hurry.',
      'Label each section in the words your stylists use at the mirror, such as "For high porosity and dry lengths" or "For colour-treated hair". Short shelf cards that name the concern and the routine step, whether cleanse, condition, treat or style, connect the product to the conversation the client has just had. Leave out long lists of ingredients and claims, because the consultation has already done that work.',
      'Stock the shelf from your sessions. Look back over recent sessions to see which products are recommended most often, and keep those in stock, at eye level and close to the desk. If a recommended product runs out, offer the client pickup or delivery once it arrives rather than letting the recommendation lapse.',
      'Keep a tester of your most-recommended products at each station, so the product the client saw on the mirror is in their hands during the service. Set aside a separate, labelled spot behind the desk for pickup orders from sessions, away from the display. Refresh the front of the shelf each season to match the concerns clients bring in as the weather changes.',
    ],
  },
  {
    name: 'Photographing your work',
    video: 'liked-looks',
    description: 'Getting the most from 360 images for social posts.',
    transcript: [
      'The 360 images show the whole style, not just the front, which makes them ideal for cuts, layers and balayage that are really seen from the back and sides. Take them at the end of the appointment, when the style is finished and the client is happy. Ask for permission first, tell them where the post will appear, and note their answer in the session.',
      'Prepare the shot the way you would for a photo shoot. Take off the cape and clips, clear bottles and towels from behind the chair, smooth flyaways and check the back and sides with a hand mirror before you capture. Ask the client to sit tall with their chin level, because a tilted head changes how a bob or fringe line looks.',
      "Choose the angles that show your work best: the back for a balayage or a graduated cut, the profile for a fringe or face-framing layers. Don't add filters that change the colour, because a client who books for that exact shade expects to see it in real light. Say in the caption what was done, such as a soft balayage with a gloss and a moisture treatment, and tag the stylist who did it.",
      "Post only your own work. The looks a client likes on the mirror are inspiration for the consultation, not photos of your salon's results, so keep them out of your social posts. Start from your default social media message in settings and finish with your booking link, so someone who likes the post can book the same service.",
    ],
  },
];

/** The academy item's transcript, one escaped paragraph to a `<p>`. */
export function academyTranscriptHtml(item: Pick<AcademyContent, 'transcript'>): string {
  return item.transcript.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
}

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
  "Very happy with last visit's treatment.",
] as const;

export const SCALP_CONCERN_KEYS = ['growthPatterns', 'cowlicks', 'dandruff', 'oily', 'dry', 'sensitive'] as const;

/**
 * What a line's products are made for, in the catalogue's Suits* words, as a brand's catalogue editor
 * would tick them; a filter a line leaves out lists every value (the line suits any hair of it), and
 * only the lines made for a scalp concern list one.
 */
export interface LineSuits {
  coloured?: readonly string[];
  hairColour?: readonly string[];
  densities?: readonly string[];
  elasticities?: readonly string[];
  porosity?: readonly string[];
  textures?: readonly string[];
  scalpConcerns?: readonly string[];
  other?: readonly string[];
}

export const PRODUCT_LINES: ReadonlyArray<{ line: string; concern: string; benefit: string; suits: LineSuits }> = [
  {
    line: 'Hydrate',
    concern: 'Dryness',
    benefit: 'Restores moisture to dry, thirsty lengths',
    suits: { porosity: ['Medium', 'High'], other: ['Sulphate free'] },
  },
  {
    line: 'Repair',
    concern: 'Damage',
    benefit: 'Rebuilds strength in chemically treated hair',
    suits: { elasticities: ['Low', 'Medium'], porosity: ['Medium', 'High'] },
  },
  { line: 'Volume', concern: 'Flat hair', benefit: 'Lifts fine hair from the root', suits: { densities: ['Fine'] } },
  {
    line: 'Colour Protect',
    concern: 'Colour fade',
    benefit: 'Locks in colour and shine between visits',
    suits: { coloured: ['Coloured'], other: ['Sulphate free'] },
  },
  {
    line: 'Curl Define',
    concern: 'Frizz',
    benefit: 'Defines curls and controls frizz',
    suits: { textures: ['Curly', 'Coily'], other: ['Sulphate free'] },
  },
  {
    line: 'Smooth',
    concern: 'Frizz',
    benefit: 'Tames frizz for up to 72 hours',
    suits: { densities: ['Medium', 'Thick'], textures: ['Wavy', 'Curly', 'Coily'], other: ['Heat styling'] },
  },
  {
    line: 'Scalp Balance',
    concern: 'Oiliness',
    benefit: 'Rebalances an oily or flaky scalp',
    suits: { scalpConcerns: ['oily', 'dandruff'] },
  },
  {
    line: 'Purify',
    concern: 'Oiliness',
    benefit: 'Removes build-up without stripping',
    suits: { scalpConcerns: ['oily'], densities: ['Fine', 'Medium'] },
  },
  {
    line: 'Strength',
    concern: 'Breakage',
    benefit: 'Reduces breakage from brushing and styling',
    suits: { elasticities: ['Low'] },
  },
  {
    line: 'Blonde Tone',
    concern: 'Colour fade',
    benefit: 'Neutralises brassy tones in blonde hair',
    suits: { hairColour: ['Blonde', 'Grey'] },
  },
  {
    line: 'Nourish',
    concern: 'Dryness',
    benefit: 'Softens coarse and unruly hair',
    suits: { densities: ['Medium', 'Thick'], porosity: ['Medium', 'High'], other: ['Sulphate free'] },
  },
  {
    line: 'Thermal',
    concern: 'Damage',
    benefit: 'Protects hair from heat up to 230 °C',
    suits: { other: ['Heat styling'] },
  },
  {
    line: 'Density',
    concern: 'Thinning',
    benefit: 'Makes thinning hair look fuller',
    suits: { densities: ['Fine'], elasticities: ['Low', 'Medium'] },
  },
];

export const TYPE_DETAILS = {
  Shampoo: { code: 'SH', nouns: ['Shampoo', 'Cleansing Shampoo'], sizes: ['300 ml', '1 L'], rrp: [2895, 5495] },
  Conditioner: { code: 'CO', nouns: ['Conditioner', 'Daily Conditioner'], sizes: ['250 ml', '1 L'], rrp: [3095, 5695] },
  Treatment: {
    code: 'TR',
    nouns: ['Mask', 'Serum', 'Oil', 'Bond Treatment'],
    sizes: ['150 ml', '100 ml', '50 ml'],
    rrp: [3995, 7995],
  },
  Styling: {
    code: 'ST',
    nouns: ['Cream', 'Spray', 'Mousse', 'Paste'],
    sizes: ['200 ml', '150 ml', '75 g'],
    rrp: [2995, 4995],
  },
} as const;

export const DIRECTIONS = {
  Shampoo: 'Massage into wet hair and scalp, lather, then rinse well. Repeat if needed.',
  Conditioner: 'After shampooing, apply through the lengths and ends. Leave for two minutes, then rinse.',
  Treatment:
    'Apply to towel-dried hair, comb through and leave for five to ten minutes before rinsing. Use once or twice a week.',
  Styling: 'Work a small amount through damp or dry hair, then style as usual.',
} as const;

export const INGREDIENT_BASES = {
  Shampoo: 'Aqua, Sodium Lauroyl Methyl Isethionate, Cocamidopropyl Betaine, Glycerin, Panthenol',
  Conditioner: 'Aqua, Cetearyl Alcohol, Behentrimonium Chloride, Glycerin, Panthenol',
  Treatment: 'Aqua, Cetearyl Alcohol, Butyrospermum Parkii Butter, Hydrolyzed Keratin, Tocopherol',
  Styling: 'Aqua, Alcohol Denat., VP/VA Copolymer, Glycerin, Panthenol',
} as const;

/** Every value of each Suits* filter: what a product made for any hair lists. */
export const SUITS = {
  coloured: ['Coloured', 'Natural'],
  hairColour: ['Blonde', 'Brunette', 'Red', 'Black', 'Grey'],
  densities: ['Fine', 'Medium', 'Thick'],
  elasticities: ['Low', 'Medium', 'High'],
  porosity: ['Low', 'Medium', 'High'],
  textures: ['Straight', 'Wavy', 'Curly', 'Coily'],
  other: ['Heat styling', 'Sun exposure', 'Chlorine', 'Vegan', 'Sulphate free'],
} as const;

/**
 * A line's Suits* filters as the catalogue stores them: what the line is made for, and every value
 * of a filter it leaves open, so the engine reads each product as its name promises. Its other
 * filters are the line's own; a product adds qualities of its own (OTHER_QUALITIES).
 */
export function suitsOfLine(suits: LineSuits) {
  return {
    suitsColoured: [...(suits.coloured ?? SUITS.coloured)],
    suitsHairColour: [...(suits.hairColour ?? SUITS.hairColour)],
    suitsHairDensities: [...(suits.densities ?? SUITS.densities)],
    suitsHairElasticities: [...(suits.elasticities ?? SUITS.elasticities)],
    suitsHairPorosity: [...(suits.porosity ?? SUITS.porosity)],
    suitsHairTextures: [...(suits.textures ?? SUITS.textures)],
    suitsScalpConcerns: [...(suits.scalpConcerns ?? [])],
  };
}

/** Other filters that aim a product at no hair: any product may have them. */
export const OTHER_QUALITIES = ['Sun exposure', 'Chlorine', 'Vegan'] as const;
