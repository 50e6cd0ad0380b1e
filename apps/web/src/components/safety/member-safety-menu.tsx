import { clsx } from 'clsx';
import { Ban, EllipsisVertical, Flag } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { createPortal } from 'react-dom';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import type { ReportTarget } from '@/api/safety/report-member';
import { useDismiss } from '@/lib/use-dismiss';
import { BlockMemberDialog } from './block-member-dialog';
import { ReportMemberDialog } from './report-member-dialog';

interface MemberSafetyMenuProps {
  /** As the surface shows it: the menu's items and dialogs name the member. */
  name: string;
  memberId: string;
  reportVia: ReportTarget;
  /** A live match ends with a block: the confirmation says so. */
  matched?: boolean;
  /** The block is in: the surface drops the member and shows `MEMBER_SAFETY_TEXTS.blocked`. */
  onBlocked: () => void;
  /** The surface's own items before Report (the chat's "End chat", decision 103); each opens its dialog. */
  items?: readonly MemberMenuItem[];
  className?: string;
}

export interface MemberMenuItem {
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  onSelect: () => void;
}

/** w-56; the least room kept between the menu and the window's edges; its height, names wrapped. */
const MENU_WIDTH = 224;
const MENU_MARGIN = 16;
const MENU_ROOM = 140;
/** What each of the surface's own items adds to it. */
const ITEM_ROOM = 48;

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500';

/**
 * Report and Block wherever a member meets someone (decision 080): one 44 px button opening a
 * small menu, so a card or a header gains one control, not two. Escape or a click elsewhere closes
 * the menu; each item opens its dialog, and focus comes back to the button after.
 */
export function MemberSafetyMenu({
  name,
  memberId,
  reportVia,
  matched,
  onBlocked,
  items = [],
  className,
}: MemberSafetyMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const [place, setPlace] = useState<{ top?: number; bottom?: number; right: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const ownItems = items.length;
  const placeUnderButton = (itemCount: number) => {
    const box = buttonRef.current?.getBoundingClientRect();
    if (!box) return;
    // Its right edge under the button's, unless that pushes it off the left of the window.
    const windowWidth = document.documentElement.clientWidth;
    const width = Math.min(MENU_WIDTH, windowWidth - 2 * MENU_MARGIN);
    const right = Math.min(windowWidth - box.right, windowWidth - MENU_MARGIN - width);
    // Under the button, or above it when the window's foot is too close (a card low on a phone).
    const room = MENU_ROOM + ITEM_ROOM * itemCount;
    const below = box.bottom + 4 + room <= window.innerHeight || box.top < room;
    setPlace({
      ...(below ? { top: box.bottom + 4 } : { bottom: window.innerHeight - box.top + 4 }),
      right: Math.max(MENU_MARGIN, right),
    });
  };
  const toggle = () => {
    placeUnderButton(ownItems);
    setOpen((value) => !value);
  };

  // The menu is portalled, so a press on the button is inside too (the button's own click toggles it).
  useDismiss([menuRef, buttonRef], open, () => setOpen(false), buttonRef);
  useEffect(() => {
    if (!open) return;
    // Fixed in the window: it follows the button when the page scrolls.
    const follow = () => placeUnderButton(ownItems);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open, ownItems]);

  const choose = (next: 'report' | 'block' | (() => void)) => {
    // The dialog gives focus back to what held it when it opened: the button, not the gone item.
    buttonRef.current?.focus();
    setOpen(false);
    if (typeof next === 'function') next();
    else setDialog(next);
  };

  return (
    <div className={clsx('relative shrink-0', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={MEMBER_SAFETY_TEXTS.menuLabel(name)}
        title={MEMBER_SAFETY_TEXTS.menuLabel(name)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        className="hit-area relative flex h-10 w-10 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-stone-100"
      >
        <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      {open &&
        place &&
        // In the body, fixed under the button: cards clip what overflows them (rounded photos).
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={MEMBER_SAFETY_TEXTS.menuLabel(name)}
            style={place}
            className="fixed z-40 w-56 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
          >
            {items.map(({ label, Icon, onSelect }, index) => (
              <button
                key={label}
                type="button"
                role="menuitem"
                autoFocus={index === 0}
                onClick={() => choose(onSelect)}
                className={`${itemClass} text-stone-800 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800`}
              >
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                <span className="min-w-0 break-words">{label}</span>
              </button>
            ))}
            <button
              type="button"
              role="menuitem"
              autoFocus={items.length === 0}
              onClick={() => choose('report')}
              className={`${itemClass} text-stone-800 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800`}
            >
              <Flag aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">{MEMBER_SAFETY_TEXTS.report(name)}</span>
            </button>
            <button
              type="button"
              role="menuitem"
              onClick={() => choose('block')}
              className={`${itemClass} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50`}
            >
              <Ban aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">{MEMBER_SAFETY_TEXTS.block(name)}</span>
            </button>
          </div>,
          document.body,
        )}
      {dialog === 'report' && (
        <ReportMemberDialog
          name={name}
          target={reportVia}
          onClose={() => setDialog(null)}
          onBlock={() => setDialog('block')}
        />
      )}
      {dialog === 'block' && (
        <BlockMemberDialog
          name={name}
          memberId={memberId}
          matched={matched}
          onClose={() => setDialog(null)}
          onBlocked={onBlocked}
        />
      )}
    </div>
  );
}
