import { ROUTES } from '@kindred/contract/routes';
import type { SafetyCenterTab } from '@kindred/contract/safety-center';

/** The address of a Safety Center tab, so that a tab survives a reload and sign-in returns to it. */
export const safetyTabPath = (tab: SafetyCenterTab) => (tab === 'tips' ? ROUTES.safety : `${ROUTES.safety}?tab=${tab}`);
