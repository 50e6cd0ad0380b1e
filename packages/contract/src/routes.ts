// SPEC 2: the web routes, and SPEC 7: the API paths (relative to API_BASE).

export const ROUTES = {
  home: '/',
  safety: '/safety',
  contact: '/contact',
  community: '/community',
  help: '/help',
  cookiePolicy: '/cookie-policy',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verification: '/verification',
  onboarding: '/onboarding',
  matches: '/matches',
  forYou: '/for-you',
  match: (id: string) => `/match/${encodeURIComponent(id)}`,
  profile: '/profile',
  messages: '/messages',
  messageThread: (id: string) => `/messages/${encodeURIComponent(id)}`,
  conversation: (id: string) => `/conversation/${encodeURIComponent(id)}`,
  subscription: '/subscription',
  settings: '/settings',
  blockedUsers: '/blocked-users',
  datePlanner: '/date-planner',
  icebreakers: '/icebreakers',
  discover: '/discover',
  notifications: '/notifications',
  devOutbox: '/dev/outbox',
  moderation: '/moderation',
  moderationVerifications: '/moderation/verifications',
  /** Ours (decision 086): appeals against decisions, and the moderators' audit log. */
  moderationAppeals: '/moderation/appeals',
  moderationAudit: '/moderation/audit',
  getVerified: '/get-verified',
  /** Ours (decision 102): where an emergency contact confirms, from the e-mail's link (?token=). */
  emergencyContactConfirm: '/emergency-contact',
  /** Settings' emergency contacts (decision 102): under /settings, as SPEC 2's Safety Center link. */
  emergencyContacts: '/settings?tab=privacy#emergency-contacts',
  /** Ours (decision 104): a date shared with an emergency contact, from the e-mail's link (?token=). */
  sharedDate: '/shared-date',
  /** Ours (decision 113): the Accessibility statement, with a form to report a barrier. */
  accessibility: '/accessibility',
} as const;

export const API_PATHS = {
  auth: {
    register: '/auth/register',
    login: '/auth/login',
    logout: '/auth/logout',
    me: '/auth/me',
    requestReset: '/auth/request-reset',
    resetPassword: '/auth/reset-password',
    verifyEmail: '/auth/verify-email',
    resendVerification: '/auth/resend-verification',
    provider: (provider: string) => `/auth/${provider}`,
    /** "Path not shown" in SPEC: ours (decision 051). Which sign-in providers this server has set up. */
    providers: '/auth/providers',
    /** Ours (decision 071): a sign-in challenge for a passkey, then the passkey's answer. */
    passkeyOptions: '/auth/passkey/options',
    passkeyVerify: '/auth/passkey/verify',
  },
  profiles: {
    me: '/profiles/me',
    create: '/profiles',
    byId: (id: string) => `/profiles/${encodeURIComponent(id)}`,
    /** "Path not shown" in SPEC: ours. */
    completeOnboarding: '/profiles/me/onboarding/complete',
  },
  photos: {
    upload: '/profile/photos',
    remove: '/profile/photos',
    reorder: '/profile/photos/reorder',
  },
  recommendations: {
    list: '/recommendations',
    byId: (id: string) => `/recommendations/${encodeURIComponent(id)}`,
    refresh: '/recommendations/refresh',
    interests: '/recommendations/interests',
    superlike: (id: string) => `/recommendations/${encodeURIComponent(id)}/superlike`,
    report: (id: string) => `/recommendations/${encodeURIComponent(id)}/report`,
    /** SPEC 7 writes this one with its own /api prefix; the server answers it there and under API_BASE. */
    view: '/recommendations/view',
    viewAbsolute: '/api/recommendations/view',
  },
  /** "Path not shown" in SPEC: ours. */
  discover: '/discover',
  matches: {
    list: '/matches',
    byId: (matchId: string) => `/matches/${encodeURIComponent(matchId)}`,
    unmatch: (matchId: string) => `/matches/${encodeURIComponent(matchId)}/unmatch`,
    /** Ours (decision 103): a chosen closing line for the other member, then the unmatch. */
    endChat: (matchId: string) => `/matches/${encodeURIComponent(matchId)}/end-chat`,
    report: (matchId: string) => `/matches/${encodeURIComponent(matchId)}/report`,
    block: (matchId: string) => `/matches/${encodeURIComponent(matchId)}/block`,
    /** Starting a conversation from the detail screen ("path not shown"): SPEC 7 lists this one. */
    message: (matchId: string) => `/matches/${encodeURIComponent(matchId)}/message`,
    conversation: (matchId: string) => `/matches/${encodeURIComponent(matchId)}/conversation`,
    read: (matchId: string) => `/matches/${encodeURIComponent(matchId)}/read`,
    /** Ours (decision 110): GET the member's video-call switch for the match and whether both are on; PUT it. */
    videoCalls: (matchId: string) => `/matches/${encodeURIComponent(matchId)}/video-calls`,
    /** A conversation's id is its match's. */
    reportConversation: (matchId: string) => `/conversations/${encodeURIComponent(matchId)}/report`,
  },
  /** SPEC 7 Conversations: a conversation's id is its match's. */
  conversations: {
    list: '/conversations',
    byId: (matchId: string) => `/conversations/${encodeURIComponent(matchId)}`,
    messages: (matchId: string) => `/conversations/${encodeURIComponent(matchId)}/messages`,
    read: (matchId: string) => `/conversations/${encodeURIComponent(matchId)}/read`,
    archive: (matchId: string) => `/conversations/${encodeURIComponent(matchId)}/archive`,
    remove: (matchId: string) => `/conversations/${encodeURIComponent(matchId)}`,
    unreadCount: '/conversations/unread-count',
    /** Ours (decision 109): POST a voice note for this conversation (multipart, field "audio"). */
    voiceNotes: (matchId: string) => `/conversations/${encodeURIComponent(matchId)}/voice-notes`,
    /** Ours (decision 108): PUT sets or changes the member's reaction, DELETE removes it. */
    reaction: (matchId: string, messageId: string) =>
      `/conversations/${encodeURIComponent(matchId)}/messages/${encodeURIComponent(messageId)}/reaction`,
    /** Ours (decision 108): POST unsends one's own message within 15 minutes. */
    unsend: (matchId: string, messageId: string) =>
      `/conversations/${encodeURIComponent(matchId)}/messages/${encodeURIComponent(messageId)}/unsend`,
  },
  /** SPEC 7 Messages: the same service under the paths the list and chat screens use. */
  messages: {
    conversations: '/messages/conversations',
    ofMatch: (matchId: string) => `/messages/matches/${encodeURIComponent(matchId)}`,
    readAll: (matchId: string) => `/messages/matches/${encodeURIComponent(matchId)}/read`,
    byId: (messageId: string) => `/messages/${encodeURIComponent(messageId)}`,
    read: (messageId: string) => `/messages/${encodeURIComponent(messageId)}/read`,
    /** Report one message (issue 32): ours. Its recipient only; the moderator sees it in its conversation. */
    report: (messageId: string) => `/messages/${encodeURIComponent(messageId)}/report`,
    unread: '/messages/unread',
    /** Image attachments ("path not shown"): ours. Multipart, field "image". */
    media: '/messages/media',
    /** Ours (decision 108): PUT sets or changes the member's reaction, DELETE removes it. */
    reaction: (messageId: string) => `/messages/${encodeURIComponent(messageId)}/reaction`,
    /** Ours (decision 108): POST unsends one's own message within 15 minutes. */
    unsend: (messageId: string) => `/messages/${encodeURIComponent(messageId)}/unsend`,
  },
  /** `data.data`: the interest catalogue. */
  interests: '/interests',
  /** Blocked users ("path not shown"): ours. POST blocks by member id (from a conversation). */
  blocks: '/blocks',
  block: (memberId: string) => `/blocks/${encodeURIComponent(memberId)}`,
  /** The Safety Center's report form ("sends nothing" in SPEC; stored here). */
  reports: '/reports',
  /** Hidden Words (ours: issue 32, decision 085): GET and PUT the member's own list. */
  safety: {
    hiddenWords: '/safety/hidden-words',
    /**
     * Emergency contacts (ours: issue 35, decision 102): GET lists the member's own, POST adds one
     * (and e-mails them to confirm); DELETE removes one, POST .../resend sends the e-mail again.
     */
    emergencyContacts: '/safety/emergency-contacts',
    emergencyContact: (id: string) => `/safety/emergency-contacts/${encodeURIComponent(id)}`,
    resendEmergencyContact: (id: string) => `/safety/emergency-contacts/${encodeURIComponent(id)}/resend`,
    /** Public: POST {token}, the contact confirming from the e-mail's link. */
    confirmEmergencyContact: '/safety/emergency-contacts/confirm',
  },
  moderation: {
    reports: '/moderation/reports',
    action: (reportId: string, action: string) =>
      `/moderation/reports/${encodeURIComponent(reportId)}/${encodeURIComponent(action)}`,
    /** Selfie verifications waiting for review, pending first (ours: decision 079). */
    verifications: '/moderation/verifications',
    approveVerification: (verificationId: string) =>
      `/moderation/verifications/${encodeURIComponent(verificationId)}/approve`,
    rejectVerification: (verificationId: string) =>
      `/moderation/verifications/${encodeURIComponent(verificationId)}/reject`,
    /** Ours (decision 086): lifts a member's suspension, with a statement of reasons. */
    unsuspend: (memberId: string) => `/moderation/members/${encodeURIComponent(memberId)}/unsuspend`,
    /** Appeals against decisions, a page at a time; answering one (uphold or overturn) is final. */
    appeals: '/moderation/appeals',
    answerAppeal: (appealId: string) => `/moderation/appeals/${encodeURIComponent(appealId)}/answer`,
    /** Every moderator action, newest first. */
    audit: '/moderation/audit',
  },
  /** Selfie verification (ours: decision 079): the member's state and pose; the selfie, multipart, fields "image" and "poseId". */
  verification: {
    status: '/verification',
    selfie: '/verification/selfie',
  },
  interactions: {
    /** SPEC 3 Interaction; also the For You createInteraction. */
    likes: '/matches/likes',
    like: (memberId: string) => `/matches/${encodeURIComponent(memberId)}/like`,
    pass: (memberId: string) => `/matches/${encodeURIComponent(memberId)}/pass`,
    /** Takes back the member's last like, super like or pass, within seconds (ours: decision 073). */
    undo: '/matches/likes/undo',
    /** Who liked you and is waiting for your answer: members on paid plans, the count on Basic (decision 046). */
    likedYou: '/matches/liked-you',
  },
  /** Premium plans ("path not shown" in SPEC): ours (decision 046). */
  billing: {
    subscription: '/billing/subscription',
    checkout: '/billing/checkout',
    cancel: '/billing/cancel',
    resume: '/billing/resume',
    boost: '/billing/boost',
    /** Public: Stripe calls it, signed with Stripe-Signature. */
    stripeWebhook: '/billing/webhooks/stripe',
  },
  questions: '/questions',
  answers: '/profile/answers',
  answer: (questionId: string) => `/profile/answers/${encodeURIComponent(questionId)}`,
  settings: '/profile/settings',
  /** In-app notifications ("path not shown"): ours. DELETE on the list clears them all. */
  notifications: {
    list: '/notifications',
    unreadCount: '/notifications/unread-count',
    readAll: '/notifications/read',
    read: (notificationId: string) => `/notifications/${encodeURIComponent(notificationId)}/read`,
  },
  /**
   * Web Push (decision 047): ours. GET the VAPID public key; POST a browser's subscription, DELETE
   * it (by its endpoint, in the body): a member only ever touches their own.
   */
  push: {
    publicKey: '/push/public-key',
    subscriptions: '/push/subscriptions',
  },
  preferences: '/user/preferences',
  account: {
    email: '/account/email',
    password: '/account/password',
    remove: '/account',
    export: '/account/export',
    /** Ours (issue 33): where the member is signed in, and ending those sessions. */
    sessions: '/account/sessions',
    session: (id: string) => `/account/sessions/${encodeURIComponent(id)}`,
    /** Ours (decision 071): GET lists the member's passkeys, POST adds one (after POSTing for options). */
    passkeys: '/account/passkeys',
    passkeyOptions: '/account/passkeys/options',
    /** PATCH renames, DELETE removes. */
    passkey: (id: string) => `/account/passkeys/${encodeURIComponent(id)}`,
    /** Ours (issue 33, decision 070): GET the state, POST to take a break, DELETE to come back. */
    pause: '/account/pause',
    /** Ours (issue 33, decision 072): GET lists them; POST {token} links a provider, DELETE unlinks it. */
    connectedAccounts: '/account/connected-accounts',
    connectedAccount: (provider: string) => `/account/connected-accounts/${encodeURIComponent(provider)}`,
    /** Ours (decision 086): the member's statements of reasons, newest first, with their appeals. */
    statements: '/account/statements',
    /** Appeals a decision once; with a session, or the appeal token of a suspended sign-in. */
    appeals: '/account/appeals',
  },
  locations: '/locations',
  /** The public site ("sends nothing" in SPEC 7; stored here). Visitors, no sign-in. */
  waitlist: '/waitlist',
  /** "Path not shown" in SPEC: ours (decision 068). The landing page's live "online now" figure. */
  onlineNow: '/stats/online-now',
  newsletter: '/newsletter',
  contact: '/contact',
  /** The Date Planner's catalogue ("path not shown"): ours. `?category=` and `?saved=true` optional. */
  /** Video calls (decision 110): ours. The STUN/TURN servers a member's browser connects calls through. */
  calls: {
    iceServers: '/calls/ice-servers',
  },
  /**
   * Date plans (issue 35, decision 101): ours. POST proposes, GET lists (`?matchId=`, `?upcoming=true`);
   * accept, decline and reschedule by the member whose turn it is; cancel by either.
   */
  dates: {
    list: '/dates',
    byId: (planId: string) => `/dates/${encodeURIComponent(planId)}`,
    accept: (planId: string) => `/dates/${encodeURIComponent(planId)}/accept`,
    decline: (planId: string) => `/dates/${encodeURIComponent(planId)}/decline`,
    reschedule: (planId: string) => `/dates/${encodeURIComponent(planId)}/reschedule`,
    cancel: (planId: string) => `/dates/${encodeURIComponent(planId)}/cancel`,
    /** An accepted plan as an iCalendar file (`?timeZone=` the reader's). */
    calendar: (planId: string) => `/dates/${encodeURIComponent(planId)}/calendar.ics`,
  },
  /**
   * "We met" (issue 35 part 5, decision 106): ours. GET lists the member's own open prompts; one
   * answer each, or dismissed. Never the other member's answer.
   */
  weMet: {
    list: '/we-met',
    answer: (promptId: string) => `/we-met/${encodeURIComponent(promptId)}/answer`,
    dismiss: (promptId: string) => `/we-met/${encodeURIComponent(promptId)}/dismiss`,
  },
  /**
   * "Share my date" and check-ins (issue 35, decision 104): ours. A member's own shares of a plan
   * (GET lists them and their contacts, POST shares, DELETE stops one or all) and check-ins (GET with
   * their log, POST starts; ok and end). Public: the shared page (POST {token}) and its photo (?token=).
   */
  dateSafety: {
    shares: (planId: string) => `/dates/${encodeURIComponent(planId)}/shares`,
    share: (planId: string, shareId: string) =>
      `/dates/${encodeURIComponent(planId)}/shares/${encodeURIComponent(shareId)}`,
    checkIns: (planId: string) => `/dates/${encodeURIComponent(planId)}/check-ins`,
    checkInOk: (planId: string) => `/dates/${encodeURIComponent(planId)}/check-ins/ok`,
    checkInEnd: (planId: string) => `/dates/${encodeURIComponent(planId)}/check-ins/end`,
    sharedDate: '/date-shares/view',
    sharedPhoto: '/date-shares/photo',
  },
  dateIdeas: {
    list: '/date-ideas',
    /** PUT saves (likes) the idea for the member, DELETE unsaves it; both idempotent. */
    like: (ideaId: string) => `/date-ideas/${encodeURIComponent(ideaId)}/like`,
  },
  /**
   * Icebreakers ("path not shown" in SPEC): ours. GET lists the catalogue and the member's own
   * (`?category=` optional), POST adds one of their own; an id is a catalogue id or their own's.
   */
  icebreakers: {
    list: '/icebreakers',
    add: '/icebreakers',
    remove: (id: string) => `/icebreakers/${encodeURIComponent(id)}`,
    /** PUT saves, DELETE unsaves; both are idempotent. */
    save: (id: string) => `/icebreakers/${encodeURIComponent(id)}/save`,
  },
  /** Help Center items, `?category=` and `?q=` optional. */
  help: '/help',
  devOutbox: '/dev/outbox',
  health: '/health',
  /** Readiness: 200 when the database (and Redis when configured) answer, else 503. */
  healthReady: '/health/ready',
} as const;
