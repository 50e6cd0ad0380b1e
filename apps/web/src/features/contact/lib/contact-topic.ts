import { CONTACT_TOPICS, type ContactTopic } from '@kindred/contract/outreach-constants';

export function isContactTopic(value: string | null): value is ContactTopic {
  return (CONTACT_TOPICS as readonly (string | null)[]).includes(value);
}
