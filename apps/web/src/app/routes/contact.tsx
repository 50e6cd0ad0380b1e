import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ContactPageBody } from '@/features/contact/components/contact-page-body';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Contact (/contact). */
export default function ContactPage() {
  useDocumentTitle(SCREEN_TITLES.contact);
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
        {SCREEN_TITLES.contact}
      </h1>
      <ContactPageBody />
    </section>
  );
}
