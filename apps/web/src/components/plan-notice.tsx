import { useEffect, useRef } from 'react';
import type { PlanId } from '@kindred/contract/plans';
import { Alert } from '@/components/ui/alert';
import { UpgradeLink } from '@/components/upgrade-link';

interface PlanNoticeProps {
  message: string;
  upgradeTo: PlanId;
  className?: string;
  /** The member tapped a control marked paid: the upgrade link takes the focus. */
  focusUpgrade?: boolean;
}

/**
 * A plan limit is an expected answer, not a failure (402, 429, or known before the tap): a calm
 * notice with the way to the plan that lifts it, never the red error banner.
 */
export function PlanNotice({ message, upgradeTo, className, focusUpgrade = false }: PlanNoticeProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusUpgrade) link.current?.focus();
  }, [focusUpgrade, message]);
  return (
    <Alert tone="info" className={className}>
      <p>{message}</p>
      <UpgradeLink planId={upgradeTo} className="mt-1.5" ref={link} />
    </Alert>
  );
}
