import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Icebreaker } from '@kindred/contract/icebreaker-schemas';
import type { IcebreakerCategory } from '@kindred/contract/icebreakers';
import { ICEBREAKER_TABS, ICEBREAKERS_TEXTS, type IcebreakerTab } from '@kindred/contract/icebreakers-screen';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useIcebreakers } from '../api/get-icebreakers';
import { useSetIcebreakerSaved } from '../api/set-icebreaker-saved';
import { DeleteIcebreakerDialog } from './delete-icebreaker-dialog';
import { IcebreakerTabPanel } from './icebreaker-tab-panel';
import { SendToMatchDialog } from './send-to-match-dialog';

function tabFrom(value: string | null): IcebreakerTab {
  return ICEBREAKER_TABS.find((tab) => tab === value) ?? 'explore';
}

/**
 * SPEC 2 Icebreakers: tabs Explore, Saved and Your Own (the tab in `?tab=`, so it survives a
 * reload), category chips, cards to save and send to a match, and the member's own to write and
 * delete. Everything is stored on the server for the member.
 */
export function IcebreakersScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));
  const [category, setCategory] = useState<IcebreakerCategory | null>(null);
  const [sending, setSending] = useState<Icebreaker | null>(null);
  const [deleting, setDeleting] = useState<Icebreaker | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const icebreakers = useIcebreakers();
  const save = useSetIcebreakerSaved();

  const showTab = (next: IcebreakerTab) =>
    setSearchParams(next === 'explore' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  const toggleSave = (icebreaker: Icebreaker) => {
    save.mutate({ id: icebreaker.id, isSaved: !icebreaker.isSaved });
    if (tab === 'saved' && icebreaker.isSaved) {
      // Unsaved on Saved: the card leaves at once, and with it the button that had focus.
      setAnnouncement(ICEBREAKERS_TEXTS.unsaved);
      containerRef.current?.focus();
    }
  };

  const deleted = () => {
    setDeleting(null);
    setAnnouncement(ICEBREAKERS_TEXTS.deleted);
    // The card (and its Delete button, where focus would return) is gone: keep focus on the screen.
    containerRef.current?.focus();
  };

  if (icebreakers.isPending) return <PageSpinner />;
  if (icebreakers.isError) {
    return (
      <RetryAlert
        message={errorMessage(icebreakers.error, ICEBREAKERS_TEXTS.loadFailed)}
        onRetry={() => void icebreakers.refetch()}
      />
    );
  }

  const tabs = ICEBREAKER_TABS.map((id) => ({
    id,
    label: ICEBREAKERS_TEXTS.tabs[id],
    panel: (
      <IcebreakerTabPanel
        tab={id}
        icebreakers={icebreakers.data}
        category={category}
        onCategory={setCategory}
        onExplore={() => showTab('explore')}
        onToggleSave={toggleSave}
        onSend={setSending}
        onDelete={setDeleting}
      />
    ),
  }));

  return (
    <div ref={containerRef} tabIndex={-1} className="space-y-4 focus:outline-none">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {save.isError && <Alert tone="error">{errorMessage(save.error, ICEBREAKERS_TEXTS.saveFailed)}</Alert>}
      <Tabs label={ICEBREAKERS_TEXTS.tabsLabel} tabs={tabs} current={tab} onChange={showTab} />
      {sending && <SendToMatchDialog icebreaker={sending} onClose={() => setSending(null)} />}
      {deleting && (
        <DeleteIcebreakerDialog icebreaker={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
      )}
    </div>
  );
}
