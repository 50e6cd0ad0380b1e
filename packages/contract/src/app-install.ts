/** Ours (issue 37, decision 112): the installable app's prompts. */
export const APP_INSTALL_TEXTS = {
  updateAvailable: 'New version available',
  updateBody: 'Reload to use the latest Kindred.',
  reload: 'Reload',
  installTitle: 'Add Kindred to your home screen',
  installBody: 'Open Kindred full screen, like any app on your phone.',
  install: 'Install',
  notNow: 'Not now',
  /** The landing page's note beside the store buttons, for a browser that can install the web app. */
  installFromBrowser: 'Or add Kindred to your home screen now',
} as const;

/** The install prompt shows once, on a member's second visit (a visit: a new session of the app) or later. */
export const APP_INSTALL_LIMITS = { visitsBeforePrompt: 2 } as const;
