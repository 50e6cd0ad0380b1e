// SPEC 2 Legal pages, Terms of Service: SPEC's section titles in SPEC's order; SPEC 1's legal
// statements in plain English. Describes only what the app does.
import type { LegalSection } from './legal';
import { ROUTES } from './routes';

export const TERMS_INTRO =
  'These terms are the agreement between you and Kindred when you use our website and app. Please read them: by creating an account, you accept them.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: [
      'Kindred is a dating and matchmaking service for adults looking for a real relationship. Members keep a profile, receive recommendations, like or pass, match, and message the people they match with.',
      'These Terms of Service, together with our Privacy Policy, Cookie Policy and Community Guidelines, apply to everything you do on Kindred. If you do not agree with them, please do not use the service.',
      {
        links: [
          { label: 'Privacy Policy', to: ROUTES.privacyPolicy },
          { label: 'Cookie Policy', to: ROUTES.cookiePolicy },
          { label: 'Community Guidelines', to: ROUTES.community },
        ],
      },
    ],
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: [
      'You may create an account and use Kindred only if all of the following are true:',
      {
        list: [
          'You are at least 18 years old.',
          'You can form a binding contract with us, and no law stops you from using the service.',
          'You have never been convicted of a felony or a sex crime.',
          'You are not a registered sex offender.',
          'We have not previously removed you from Kindred.',
        ],
      },
      'If any of these stops being true, you must stop using Kindred and delete your account.',
    ],
  },
  {
    id: 'your-account',
    title: 'Your Account',
    body: [
      'You are responsible for your account. Keep your password private, use one you do not use elsewhere, and tell us through the Contact page if you think someone else has signed in to your account.',
      'Keep your email address current: we use it to verify your account and to send password reset links. You can change your email address and password in Settings.',
      'One person, one account. Do not create an account for someone else, share your account, or sell or transfer it.',
      'You can delete your account at any time in Settings. Deleting it removes your profile, photos, matches and messages from Kindred, and cannot be undone.',
      { links: [{ label: 'Open Settings', to: ROUTES.settings }] },
    ],
  },
  {
    id: 'user-content',
    title: 'User Content',
    body: [
      'You are responsible for everything you post on Kindred: your profile, photos, messages and anything else you share. It must be true, it must be yours to share, and it must follow our Community Guidelines.',
      'You must not post or send content that is harmful. That includes content that:',
      {
        list: [
          'harasses, threatens, bullies or intimidates anyone;',
          'is hateful or discriminates on the basis of race, ethnicity, religion, disability, gender, sexual orientation or age;',
          'is sexually explicit, or shares anyone’s intimate images without their consent;',
          'involves or sexualises anyone under 18;',
          'promotes violence, self-harm, or illegal activity, including the sale of drugs or weapons;',
          'is spam, a scam, a request for money, or advertising;',
          'impersonates someone else or misleads people about who you are;',
          'shares someone else’s private information.',
        ],
      },
      'We may remove content that breaks these terms and act on the account that posted it.',
    ],
  },
  {
    id: 'license-grant',
    title: 'License Grant',
    body: [
      'You keep ownership of the content you post. By posting it, you give Kindred a worldwide, non-exclusive, royalty-free license to host, store, copy, resize and display it, only to run and improve the service: for example, to show your photos to members you are recommended to. This license ends when you delete the content or your account.',
      'We give you a personal, non-transferable license to use the Kindred website and app for your own, non-commercial dating. You must not copy, scrape, resell or reverse engineer the service, or use automated tools to create accounts, send likes or send messages.',
    ],
  },
  {
    id: 'subscriptions-and-payments',
    title: 'Subscriptions and Payments',
    body: [
      'The Basic plan is free. Gold, Platinum and Diamond are paid subscriptions with the features and prices shown on the Premium Plans page when you buy.',
      {
        list: [
          'Subscriptions renew automatically at the end of each billing period, at the price you agreed to, until you cancel.',
          'You can cancel at any time in your account settings. Cancelling stops the next renewal; you keep your plan’s features until the end of the period you have paid for.',
          'Payments are handled by our payment provider. Kindred does not receive or store your full card number.',
          'Purchases are final and non-refundable, except where the law requires a refund.',
          'If we change a plan’s price, we will tell you before your next renewal, and the new price applies only from that renewal.',
        ],
      },
      { links: [{ label: 'See Premium Plans', to: ROUTES.subscription }] },
    ],
  },
  {
    id: 'safety-and-interactions',
    title: 'Safety and Interactions',
    body: [
      'You are responsible for how you treat other members, online and when you meet. Kindred does not run criminal background checks on members and cannot guarantee anyone’s identity or intentions.',
      'Our verified badge means a member confirmed their email address. It does not confirm who they are.',
      'Be careful when you talk to or meet people you do not know. Read our safety tips, meet in public, and never send money to someone you met on Kindred.',
      'You can block any member and report anyone who breaks these terms. Our safety team reviews every report and may warn, suspend or remove members.',
      {
        links: [
          { label: 'Safety Center', to: ROUTES.safety },
          { label: 'Community Guidelines', to: ROUTES.community },
        ],
      },
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    body: [
      'You can stop using Kindred and delete your account in Settings whenever you like.',
      'We may suspend or close your account, without notice, if you break these terms or our Community Guidelines, if you are not eligible, or if we must by law. A suspended member is signed out everywhere and cannot sign in again.',
      'If we close your account for breaking these terms, you are not entitled to a refund of any subscription.',
      'The sections on User Content, Disclaimers, Limitation of Liability and the license you granted to content already shared with others continue after your account ends.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: [
      'Kindred is provided "as is" and "as available". To the extent the law allows, we make no promise that the service will be uninterrupted or error-free, or that you will find a match.',
      'Compatibility percentages and recommendations are estimates calculated from the answers and preferences members give. They are a starting point for conversation, not a guarantee.',
      'We are not responsible for what members say or do, on Kindred or off it.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: [
      'To the extent the law allows, Kindred is not liable for indirect, incidental, special or consequential damages, or for lost profits or data, arising from your use of the service or from the conduct of any member.',
      'To the extent the law allows, our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim, or 100 US dollars if you paid nothing.',
      'Nothing in these terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence.',
    ],
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    body: [
      'We may update these terms as Kindred changes. The date at the top of this page shows when they last changed.',
      'If a change materially affects your rights, we will tell you in the app or by email before it takes effect. If you keep using Kindred after that, you accept the new terms; if you do not agree, you can delete your account.',
    ],
  },
  {
    id: 'contact-information',
    title: 'Contact Information',
    body: [
      'Questions about these terms? Send us a message from the Contact page and choose the topic that fits best. Answers to common questions are in the Help Center.',
      {
        links: [
          { label: 'Contact us', to: ROUTES.contact },
          { label: 'Help Center', to: ROUTES.help },
        ],
      },
    ],
  },
];
