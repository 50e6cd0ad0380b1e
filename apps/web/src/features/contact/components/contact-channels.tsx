import { Mail, MessagesSquare, Phone, type LucideIcon } from 'lucide-react';
import { CONTACT_TEXTS } from '@kindred/contract/contact';
import { buttonClasses } from '@/components/ui/button-classes';

interface Channel {
  title: string;
  hours: readonly string[];
  note: string;
  action: string;
}

const channels: { channel: Channel; Icon: LucideIcon }[] = [
  { channel: CONTACT_TEXTS.liveChatCard, Icon: MessagesSquare },
  { channel: CONTACT_TEXTS.emailCard, Icon: Mail },
  { channel: CONTACT_TEXTS.phoneCard, Icon: Phone },
];

/**
 * SPEC 2 and 9 Contact: live chat, email and phone, with their hours. The message form is the
 * one channel that exists today, so each card says so and leads to it (decision 041).
 */
export function ContactChannels({ formId }: { formId: string }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {channels.map(({ channel, Icon }) => (
        <li
          key={channel.title}
          className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-700 dark:bg-stone-900"
        >
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-stone-900 dark:text-stone-100">{channel.title}</h3>
          <ul className="mt-2 text-sm font-medium text-stone-800 dark:text-stone-200">
            {channel.hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 flex-1 text-sm text-stone-700 dark:text-stone-300">{channel.note}</p>
          <a href={`#${formId}`} className={buttonClasses('secondary', 'sm', 'mt-5 self-start')}>
            {channel.action}
          </a>
        </li>
      ))}
    </ul>
  );
}
