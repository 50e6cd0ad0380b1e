import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CONTACT_TEXTS } from '@kindred/contract/contact';
import { CONTACT_TOPIC_QUERY } from '@kindred/contract/outreach-constants';
import { ROUTES } from '@kindred/contract/routes';
import { isContactTopic } from '../lib/contact-topic';
import { ContactChannels } from './contact-channels';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';
import { ResponseTimes } from './response-times';

const FORM_SECTION_ID = 'contact-form';
const sectionHeading = 'text-2xl font-bold text-stone-900 dark:text-stone-100';

/** SPEC 2 Contact: the cards, response times, FAQ and the message form; `?topic=` picks the topic. */
export function ContactPageBody() {
  const [params] = useSearchParams();
  const topicParam = params.get(CONTACT_TOPIC_QUERY);
  const initialTopic = isContactTopic(topicParam) ? topicParam : '';
  return (
    <div className="space-y-12">
      <div>
        <Link
          to={ROUTES.help}
          className="inline-flex items-center gap-1.5 font-semibold text-rose-700 hover:underline dark:text-rose-300"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {CONTACT_TEXTS.backToHelp}
        </Link>
        <p className="mt-3 text-lg text-stone-700 dark:text-stone-300">{CONTACT_TEXTS.intro}</p>
      </div>
      <section aria-labelledby="contact-channels-heading">
        <h2 id="contact-channels-heading" className="sr-only">
          {CONTACT_TEXTS.channelsHeading}
        </h2>
        <ContactChannels formId={FORM_SECTION_ID} />
      </section>
      <section aria-labelledby="response-times-heading">
        <h2 id="response-times-heading" className={`${sectionHeading} mb-4`}>
          {CONTACT_TEXTS.responseTimesHeading}
        </h2>
        <ResponseTimes />
      </section>
      <section aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading" className={`${sectionHeading} mb-4`}>
          {CONTACT_TEXTS.faqHeading}
        </h2>
        <ContactFaq />
      </section>
      <section id={FORM_SECTION_ID} aria-labelledby="contact-form-heading" className="scroll-mt-24">
        <h2 id="contact-form-heading" className={`${sectionHeading} mb-4`}>
          {CONTACT_TEXTS.formHeading}
        </h2>
        <ContactForm initialTopic={initialTopic} />
      </section>
    </div>
  );
}
