import { legal } from 'virtual:content/legal';
import { products } from 'virtual:content/products';
import type { UiCopy } from './uiCopy';

// Said by the funnel's call screen and the call page alike.
const callLead = 'Call a licensed agent now';
const leasedNote = 'This line is reserved for you for the next few minutes.';

/** Every word the site's code writes in English (Spanish: engine/copy/es.ts, the same keys). */
export const en = {
  funnel: {
    continue: 'Continue',
    skip: 'Skip',
    yes: 'Yes',
    no: 'No',
    optional: '(optional)',
    invalid: (field) => `${field} is not valid.`,
    refusals: {
      checkZip: 'We could not find this ZIP code. Please check it and try again.',
      consent:
        'To see your options here, check the box agreeing to calls. You can also call us instead.',
    },
    agree: 'I agree, show my options',
    progress: 'Progress',
    callLead,
    leasedNote,
    availability: 'Availability',
    lowBid:
      'Agents are busy right now. Call and you will be connected to the next available licensed agent.',
    highBid: 'Licensed agents are available now to review your options.',
    exitTitle: 'Before you go',
    exitBody:
      'A licensed agent can check the plans and benefits available to you in a few minutes.',
    close: 'Close',
  },
  chat: {
    title: (brandName) => `${brandName} plan assistant`,
    status: 'Online now',
    greeting:
      'Hi! I will ask you a few quick questions, one at a time. It takes about two minutes.',
    conversation: 'Conversation',
    youSaid: 'You said:',
    edit: 'Edit',
    editAnswer: (question) => `Edit your answer: ${question}`,
    skipped: 'Skipped',
    previousAnswer: '(your previous answer)',
  },
  call: {
    lead: callLead,
    leasedNote,
    loading: 'Finding an available line…',
    free: 'Free call, no obligation',
    hours: 'Hours',
  },
  listing: {
    title: 'Offers in your area',
    disclosure: 'Sponsored listings. We may be paid when you select an offer.',
    sponsored: 'Ad',
    loading: 'Loading offers for your area…',
    visitSite: 'Visit site',
    newTab: 'opens in a new tab',
    orCall: 'or call',
    callNow: 'Call now',
    clickOfferTitle: 'Sponsored offer',
    callOfferTitle: 'Talk with a licensed agent',
    emptyTitle: 'No offers to show for your area right now',
    errorTitle: 'We could not load the offers just now',
    fallbackLine:
      'A licensed insurance agent can go over your options with you on a free, no-obligation call.',
    zipPrompt: 'Enter your ZIP code to see the offers available where you live.',
    zipLabel: 'ZIP code',
    zipSubmit: 'Show offers',
    zipInvalid: 'ZIP code is not valid.',
  },
  site: {
    skipToContent: 'Skip to content',
    callUs: 'Call a licensed agent',
    home: 'Home',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    optOut: 'Opt out of calls and texts',
    optOutPath: '/opt-out',
    benefitsTitle: 'What you can check',
    disclosure: (brand) => legal.english.disclosure.replaceAll('{brand}', brand),
    startQuiz: 'Check my options',
    callNow: 'Call now',
    pagesTitle: 'Our pages',
    hours: 'Hours',
    loading: 'Loading the page…',
  },
  optOut: {
    title: 'Opt out of calls, texts and e-mails',
    phone: 'Phone number',
    email: 'Email',
    submit: 'Opt out',
    sending: 'Saving your opt-out…',
    needOne: 'Give a phone number or an e-mail address.',
    badPhone: 'Give a 10-digit US phone number, such as 404-555-0188.',
    badEmail: 'Give an e-mail address, such as name@example.com.',
    failed:
      'Your opt-out could not be saved just now. Try again in a moment, or call us at the number above.',
    done: 'Thank you: you are opted out. From now on no request with this phone number or e-mail address goes to our partners, and our own calls, texts and e-mails to it stop within 10 business days.',
  },
  template: {
    products: products.english,
    readingTime: (minutes) => `${minutes} min read`,
    inThisArticle: 'In this article',
    articlesListed: 'Every review and guide',
    ctaBody: 'Answer a few short questions. It is free, and there is no obligation to buy.',
    callInstead: 'Prefer to talk? Call a licensed agent',
    callTitle: 'Talk it through with a licensed agent',
    callBody: 'A free call, with no obligation to buy.',
    funnelTitle: 'Check the plans offered in your ZIP code',
    funnelBody:
      'Answer a few short questions; a licensed agent can then compare the plans with you.',
    backToQuestions: 'Go back to the questions',
    sources: 'Sources',
    source: (n) => `Source ${n}`,
    opensInNewTab: 'Opens in a new tab',
    knownFor: 'Known for',
    contents: 'Contents',
    lastUpdated: (date) => `Last updated: ${date}`,
    backToContents: 'Back to contents',
    startHere: 'Where would you like to start?',
    startHereBody:
      'Pick a topic, answer a few short questions, and see what may be available where you live.',
    start: 'Start',
    allPages: 'All our pages',
    colorScheme: 'Color scheme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
    dontShowAgain: "Don't show this again",
  },
} satisfies UiCopy;
