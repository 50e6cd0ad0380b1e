import { callAsMember } from './accounts';
import { makePng } from './png';

/** An image message (a 400 × 300 PNG), uploaded and sent through the API as the chat does. */
export async function sendImageByApi(baseURL: string, token: string, matchId: string): Promise<void> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(makePng(400, 300))], { type: 'image/png' }), 'sunset.png');
  const response = await fetch(`${baseURL}/api/v1/messages/media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST /messages/media: ${response.status} ${await response.text()}`);
  const media = (await response.json()) as { data: { id: string } };
  await callAsMember(baseURL, token, 'POST', `/conversations/${matchId}/messages`, { media: media.data.id });
}
