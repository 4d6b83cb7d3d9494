import { shippedVideoUrl, type ShippedVideo } from '@piiq/domain/videos';
import { fileUrl, type DemoFile } from '../demo-images.ts';
import { DAY, type DemoContext } from './demo-context.ts';

type HelpResourceKind = DemoContext['data']['helpResources'][number]['kind'];

/** One entry of the Help and resources page; its position is its place in its list. */
interface Resource {
  readonly title: string;
  readonly body: string;
  readonly url?: string | undefined;
  /** The shipped video it plays. */
  readonly video?: ShippedVideo | undefined;
}

/** A start-up guide section: the server joins its paragraphs into the downloadable PDF. */
interface GuideSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

const VIDEOS: readonly Resource[] = [
  {
    title: 'Welcome to piiq',
    video: 'welcome',
    body: 'A short tour of the mirror, the admin area and the client portal, following one consultation from check-in to rebook.',
  },
  {
    title: 'Running a mirror consultation',
    video: 'mirror-consultation',
    body: 'How a stylist signs in at the mirror, has the client join from their phone, runs the hair analysis, captures the 360 images and talks through the scores.',
  },
  {
    title: 'Recommending products and rebooking',
    video: 'recommending-and-rebooking',
    body: "How to turn the analysis into recommendations from your salon's brands, offer pickup or delivery, and set the rebook reminder before the client leaves the chair.",
  },
  {
    title: 'Pairing your mirror',
    video: 'pair-your-mirror',
    body: "How to get a pairing code in Settings and pair a mirror, or the web mirror in a tablet's browser, with your salon.",
  },
  {
    title: 'Following up an order',
    video: 'follow-up-an-order',
    body: 'How to find the orders waiting at the desk or to be shipped, open one, and complete it when the client has it.',
  },
  {
    title: 'Setting up retail',
    video: 'set-up-retail',
    body: 'How to choose the brands your clients see in their recommendations, set your own prices and switch off what you do not stock.',
  },
];

const SUPPORT_LINKS: readonly Resource[] = [
  {
    title: 'piiq community group',
    url: 'https://www.facebook.com/groups/piiq.community',
    body: 'Swap ideas with other piiq salons on consultations, retail displays and social posts, and hear about new features first.',
  },
  {
    title: 'Technical support',
    url: '/help-centre',
    body: 'Search the help centre for set-up and troubleshooting answers, or send our support team a message from there.',
  },
];

const APP_BADGES: readonly Resource[] = [
  {
    title: 'Download on the App Store',
    url: 'https://apps.apple.com/au/app/piiq',
    body: "The piiq app is your team's mirror companion on iPhone and iPad: see today's consultations, follow up clients and keep an eye on retail and rebooking from the salon floor.",
  },
  {
    title: 'Get it on Google Play',
    url: 'https://play.google.com/store/apps/details?id=com.piiq.app',
    body: "The piiq app is your team's mirror companion on Android: see today's consultations, follow up clients and keep an eye on retail and rebooking from the salon floor.",
  },
];

const SUPPORT_PHONES: readonly Resource[] = [
  { title: 'Australia', body: '1300 975 707' },
  { title: 'International', body: '+61 2 5550 4477' },
];

const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    title: 'Before the mirror arrives',
    paragraphs: [
      'Choose where the mirror will live. A styling station near the front of the salon works well: clients see it as they walk in, and the stylist has room to stand beside the chair during the consultation. The mirror needs a power point within reach of its cable and a steady Wi-Fi signal, so if the Wi-Fi drops out at that station, fix that first.',
      'Write down your Wi-Fi name and password for set-up day. If your salon network sends devices to a guest login page, ask your IT provider for a network the mirror can join without one.',
      'Finish the setup wizard in the admin area: your staff, your hashtags, your rebooking interval and the brands you retail. The mirror only recommends products from brands you have switched on and made visible to clients, so check your shelf and mark anything you no longer stock as out of stock.',
    ],
  },
  {
    title: 'Setting up',
    paragraphs: [
      'Unpack the mirror with two people, leave the protective film on until it is mounted or on its stand, and plug it in. When it starts, it asks for a Wi-Fi network and then waits for a pairing code.',
      "In the admin area, open Settings and create a pairing code. Type the eight-character code on the mirror within 10 minutes; each code works once. When the mirror shows your salon's name, it is paired. Give it a name such as 'Station 1' so your team can tell your mirrors apart.",
      'Before your first client, run a test consultation yourself: sign in as a stylist, join from your own phone with the QR code, capture the 360 images and check that the analysis and the recommendations make sense for your shelf.',
    ],
  },
  {
    title: 'Your team',
    paragraphs: [
      'Every stylist who will use the mirror needs a staff profile in the admin area. The mirror lists active staff at sign-in, so switch off anyone who has left or is on extended leave.',
      'Book a 30-minute huddle before opening on your first mirror day. Have one person sit in the chair while another runs the consultation, then swap, so everyone has been the client once. Stylists who have seen their own scores and 360 images explain them to clients with far more confidence.',
      'Agree as a team how you talk about the analysis. The scores describe the hair as it is today and guide the treatment and products you suggest; they start the conversation, they are not a diagnosis.',
    ],
  },
  {
    title: 'Your first week of sessions',
    paragraphs: [
      'Offer a mirror consultation to every client in your first week, regulars as well as new faces. Regular clients enjoy seeing their own hair analysis, and it is a natural moment to talk about a treatment.',
      'Keep each consultation to the same shape: the client joins the session from their phone by scanning the QR code or typing the six-character session code, you run the hair analysis and capture the 360 images, and you talk through the scores before the service. Let the client browse looks on the mirror and like the ones they want to keep; their liked looks and images stay in their client portal afterwards.',
      'At the end of the week, open the dashboard and look at sessions, retail and rebooking together. Talk with the team about what worked, and give anyone who felt unsure another practice run.',
    ],
  },
  {
    title: 'Retail and rebooking',
    paragraphs: [
      "Recommendations come from the brands your salon has switched on, matched to the client's hair analysis, and a stylist can add or swap a product during the session. Keep your prices and stock up to date in the admin area so a client never chooses something that is not on your shelf.",
      'Clients can buy their recommended products in the client portal on their phone and choose pickup in the salon or delivery. Have pickup orders bagged and labelled at reception, and send a quick text when they are ready.',
      'Before the client leaves the chair, suggest their next visit at the interval your salon has set and set up the rebook reminder. If they book on the spot, mark the appointment as rebooked so the reminder is not sent.',
    ],
  },
  {
    title: 'Getting help',
    paragraphs: [
      'The help centre answers most set-up and troubleshooting questions and is the quickest place to start. For anything else, message our support team or call us on 1300 975 707 within Australia, or +61 2 5550 4477 from overseas.',
      'If the mirror stops responding, check the power and the Wi-Fi at its station, then restart it. If a mirror is replaced or sent away for repair, unpair it in Settings so it can no longer sign in, and pair its replacement with a fresh code.',
      'Join the piiq community group on Facebook to see how other salons run consultations, set up retail displays and post about the mirror. The academy and the Instant Business Booster training are in the admin area whenever your team has a quiet half hour.',
    ],
  },
];

/** Names and alt texts of the social images; each takes one of the demo looks. */
const SOCIAL_IMAGES: readonly Resource[] = [
  { title: 'Long layers', body: 'Long, layered hair with soft movement through the ends.' },
  { title: 'Classic bob', body: 'A chin-length bob with a smooth, polished finish.' },
  { title: 'Soft waves', body: 'Shoulder-length hair styled in loose, glossy waves.' },
  { title: 'Rich brunette', body: 'A rich brunette colour with a healthy shine under salon lights.' },
  { title: 'Sunlit blonde', body: 'Soft blonde tones blended through mid-length hair.' },
  { title: 'Volume and body', body: 'A full, bouncy blow-dry with lift at the crown.' },
];

const SOCIAL_VIDEOS: readonly Resource[] = [
  {
    title: 'A mirror consultation',
    video: 'mirror-consultation',
    body: 'Step into a mirror consultation at [Salon name]: a hair analysis, 360 images and a plan made for your hair before we start. Ask for yours at your next booking. #piiq #hairconsultation #smartmirror #salonlife',
  },
  {
    title: 'From analysis to aftercare',
    video: 'recommending-and-rebooking',
    body: 'From the scores on the mirror to the products in your bag: this is how we match your aftercare to your hair. Pick them up in the salon or have them delivered. #haircare #healthyhair #piiq #salonretail',
  },
  {
    title: 'Liked looks to the chair',
    video: 'liked-looks',
    body: 'Browse looks on the mirror, tap the heart on the ones you love and find them on your phone when you book your next appointment. #hairinspo #newhair #piiq #hairgoals #salonlife',
  },
];

const TEXT_TEMPLATES: readonly Resource[] = [
  {
    title: 'Rebook reminder',
    body: "Hi [Client name], it's nearly time for your next visit to [Salon name]. Book a time that suits you here: [Booking link]. See you soon!",
  },
  {
    title: 'Products ready for pickup',
    body: "Hi [Client name], the products you chose at your mirror consultation are ready for pickup at [Salon name]. Just give your name at reception next time you're passing. Thanks!",
  },
  {
    title: 'Thank you after a first mirror consultation',
    body: 'Hi [Client name], thanks for trying the piiq mirror with [Stylist name] today! Your hair analysis, 360 images and liked looks are saved in your client portal. Any questions, just reply to this text. [Salon name]',
  },
  {
    title: 'Quiet-week offer',
    body: 'Hi [Client name], we have a few spare chairs at [Salon name] this week. Book a treatment before [Date] and enjoy [Offer], plus a fresh hair analysis on our mirror: [Booking link]. Reply STOP to opt out.',
  },
];

const EMAIL_TEMPLATES: readonly Resource[] = [
  {
    title: 'Introducing the mirror',
    body: [
      'Subject: Something new in the chair at [Salon name]',
      'Hi [Client name],',
      "We've added a piiq smart mirror to the salon, and we can't wait to show you.",
      'At your next visit, your stylist can start with a mirror consultation. You join from your phone, the mirror analyses your hair and takes 360 images, and we talk through the scores together before we begin. You can browse looks on the mirror and like the ones you love, and everything is saved to your own client portal so you can look back at it any time.',
      "It's part of your appointment, so there's nothing extra to book. If you'd like to try it, just mention it when you arrive, or book your next visit here: [Booking link]",
      'See you soon,',
      '[Stylist name] and the team at [Salon name]',
    ].join('\n\n'),
  },
  {
    title: 'Follow-up after a consultation',
    body: [
      'Subject: Your hair analysis and home care from [Salon name]',
      'Hi [Client name],',
      'Thank you for coming in today. Your hair analysis, your 360 images and the looks you liked are waiting for you in your client portal: [Portal link]',
      "Based on your scores, [Stylist name] recommended a few products from our shelf to keep your hair in top shape between visits. You'll find them in the portal with a note on why each one suits your hair. Choose the ones you want and pick them up in the salon or have them delivered to your door.",
      "If you have any questions about your results or your routine, just reply to this email and we'll get back to you.",
      'Warm regards,',
      '[Stylist name] and the team at [Salon name]',
    ].join('\n\n'),
  },
  {
    title: 'Rebook reminder',
    body: [
      'Subject: Time for your next visit, [Client name]?',
      'Hi [Client name],',
      "It's been a little while since your last appointment at [Salon name], and your hair is due for some care. Keeping to a regular visit keeps your cut sharp and your colour fresh.",
      "Book a time that suits you here: [Booking link]. When you come in, we'll run a fresh hair analysis on the mirror so we can see how your hair has changed since last time and adjust your treatment and products to match.",
      'We look forward to seeing you,',
      '[Stylist name] and the team at [Salon name]',
    ].join('\n\n'),
  },
];

const CAPTION_IDEAS: readonly Resource[] = [
  {
    title: 'Meet the mirror',
    body: "There's something new at [Salon name]! Our piiq smart mirror analyses your hair before we pick up the scissors, so every cut, colour and treatment starts with what your hair needs today. Ask for a mirror consultation at your next visit.",
  },
  {
    title: 'Consultation first',
    body: 'Every great result starts with a great consultation. A hair analysis, 360 images and a chat about the looks you love, all before we begin. Book yours through the link in our bio.',
  },
  {
    title: 'The right products',
    body: 'Not sure which shampoo is right for you? Your mirror consultation matches products from our shelf to your hair analysis. Take them home on the day or have them delivered.',
  },
  {
    title: 'Liked looks',
    body: 'Saw a look you loved on the mirror? Tap the heart and it is saved to your phone, ready for your next appointment. Tell us which one you are dreaming of in the comments.',
  },
  {
    title: 'Team spotlight',
    body: "Meet [Stylist name], our [Speciality] specialist. Book in with [Stylist name] for a mirror consultation and they'll talk you through your hair analysis and the plan to get you to the hair you want.",
  },
  {
    title: 'Rebook before you go',
    body: "Healthy hair is a habit. Book your next visit before you leave the chair and we'll send you a reminder when it's time, so your colour stays fresh and your ends stay happy.",
  },
];

const HASHTAGS: readonly Resource[] = [
  {
    title: 'Everyday',
    body: '#piiq #hairsalon #smartmirror #hairconsultation #australianhair #hairoftheday #salonlife #newhair #hairinspo #haircare',
  },
  {
    title: 'Colour and care',
    body: '#haircolour #colourcare #balayage #blondes #brunettes #hairtreatment #healthyhair #hairrepair #haircareroutine #glossyhair #colourspecialist',
  },
];

/** The Help and resources page: videos, support details, the start-up guide and the marketing kit. */
export function seedHelpResources(demo: DemoContext, looks: readonly DemoFile[]): void {
  const { data, id, at } = demo;
  const createdAt = at(400 * DAY);
  const add = (kind: HelpResourceKind, resources: readonly Resource[]) => {
    resources.forEach((resource, i) => {
      data.helpResources.push({
        id: id(),
        kind,
        title: resource.title,
        body: resource.body,
        url: resource.url ?? null,
        videoUrl: resource.video ? shippedVideoUrl(resource.video) : null,
        position: i + 1,
        createdAt,
      });
    });
  };

  add('VIDEO', VIDEOS);
  add('SUPPORT_LINK', SUPPORT_LINKS);
  add('APP_BADGE', APP_BADGES);
  add('SUPPORT_PHONE', SUPPORT_PHONES);
  add(
    'GUIDE_SECTION',
    GUIDE_SECTIONS.map((section) => ({ title: section.title, body: section.paragraphs.join('\n\n') })),
  );
  add(
    'SOCIAL_IMAGE',
    SOCIAL_IMAGES.map((image, i) => {
      const look = looks[i % looks.length];
      return { ...image, url: look ? fileUrl(look) : undefined };
    }),
  );
  add('SOCIAL_VIDEO', SOCIAL_VIDEOS);
  add('TEXT_TEMPLATE', TEXT_TEMPLATES);
  add('EMAIL_TEMPLATE', EMAIL_TEMPLATES);
  add('CAPTION_IDEA', CAPTION_IDEAS);
  add('HASHTAGS', HASHTAGS);
}
