import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createMatchedPair } from '../../../test/factories';
import { insertMessages, pageOfMessages } from './messages.repo';

const t = useTestApp();

describe('insertMessages', () => {
  it('keeps the order of a batch written within one millisecond (decision 098)', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const contents = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`);
    const inserted = await insertMessages(
      t().db,
      contents.map((content, i) => ({
        matchId,
        senderId: (i % 2 ? him : her).user.id,
        content,
        media: null,
        clientId: randomUUID(),
        held: false,
        mightHurt: false,
        mayContainNudity: false,
        hiddenForRecipient: false,
      })),
    );
    expect(inserted).toHaveLength(contents.length);

    const { rows } = await pageOfMessages(t().db, her.user.id, matchId, null, 1, 50);
    expect(rows.map((row) => row.content).reverse()).toEqual(contents);
  });
});
