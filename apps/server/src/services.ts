import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@kindred/contract/constants';
import type { Config } from './config';
import type { Database } from './db/database';
import { createDomainEvents, type DomainEvents } from './events/domain-events';
import { createImageModels, imageClassifierOf } from './image-models/image-models';
import { createBackgroundQueue } from './jobs/background-queue';
import { catchUpCandidateIndexJob } from './jobs/catch-up-candidate-index.job';
import type { Job, Task } from './jobs/job';
import { createInProcessQueue, type JobQueue } from './jobs/job-queue';
import { withJobSettings } from './jobs/job-settings';
import { createPostgresQueue } from './jobs/postgres-queue';
import { fillPhotoPlaceholdersJob } from './jobs/fill-photo-placeholders.job';
import { moveSelfiesToStorageJob } from './jobs/move-selfies-to-storage.job';
import { writeCandidateIndexSnapshotJob } from './jobs/write-candidate-index-snapshot.job';
import { buildDecksAheadJob } from './jobs/build-decks-ahead.job';
import { chooseDailyPicksJob } from './jobs/choose-daily-picks.job';
import { createDailyPicks } from './modules/discovery/daily-picks';
import { removeOrphanedObjectsJob } from './jobs/remove-orphaned-objects.job';
import { removeUnsentUploadsJob } from './jobs/remove-unsent-uploads.job';
import { renewPlansJob } from './jobs/renew-plans.job';
import { sendDateRemindersJob } from './jobs/send-date-reminders.job';
import { askWeMetJob } from './jobs/ask-we-met.job';
import { runDateCheckInsJob } from './jobs/run-date-check-ins.job';
import { snapshotExposureJob } from './jobs/snapshot-exposure.job';
import { refreshReplyRatesJob } from './jobs/refresh-reply-rates.job';
import { createAccountService } from './modules/auth/account.service';
import { createConnectedAccountsService } from './modules/auth/connected-accounts.service';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { exportPasskeysOf } from './modules/auth/passkeys-export';
import { createPasskeyService } from './modules/auth/passkeys.service';
import { createPasswordHasher } from './modules/auth/password';
import { createProviderVerifier } from './modules/auth/provider-identity';
import { exportBillingOf } from './modules/billing/billing-export';
import { createBillingService } from './modules/billing/billing.service';
import { createTestModeProvider } from './modules/billing/payment-provider';
import { createStripeProvider } from './modules/billing/stripe-provider';
import { createAnswerService, prepareQuestionBank } from './modules/compatibility/answers.service';
import { createContentService, prepareHelpItems } from './modules/content/content.service';
import { createOnlineNowService } from './modules/profiles/online-now.service';
import { exportDateIdeasOf } from './modules/date-ideas/date-ideas-export';
import { exportDatePlansOf } from './modules/dates/dates-export';
import { createDatePlanService } from './modules/dates/dates.service';
import { CALL_SIGNAL_RATE, CALL_START_RATE, createCallService } from './modules/calls/calls.service';
import { exportVideoCallsOf } from './modules/calls/calls-export';
import { exportWeMetOf } from './modules/we-met/we-met-export';
import { createWeMetService } from './modules/we-met/we-met.service';
import { exportDateSafetyOf } from './modules/date-safety/date-safety-export';
import { createDateSafetyService } from './modules/date-safety/date-safety.service';
import { createDateIdeaService, prepareDateIdeas } from './modules/date-ideas/date-ideas.service';
import { createCandidateIndex } from './modules/discovery/candidate-index';
import { createReplyRates } from './modules/discovery/reply-rates';
import { indexSnapshotsIn } from './modules/discovery/candidate-index-snapshot';
import { createLikesService } from './modules/likes/likes.service';
import { exportLikesOf } from './modules/likes/likes-export';
import { exportDiscoveryOf } from './modules/discovery/discovery-export';
import { createInterestFrequencyCache } from './modules/discovery/interest-frequencies';
import { createLikedYouService } from './modules/likes/liked-you.service';
import { likesLeft } from './modules/likes/plan-limits';
import { createRecommendationService } from './modules/discovery/recommendations.service';
import { exportIcebreakersOf } from './modules/icebreakers/icebreakers-export';
import { createIcebreakerService } from './modules/icebreakers/icebreakers.service';
import { createGazetteer } from './modules/locations/gazetteer';
import { createMailer, emailDeliveryOf, queuedMailer, sendEmailTask, type Mailer } from './modules/mail/mailer';
import { exportMatchesOf } from './modules/matches/matches-export';
import { createMatchesService } from './modules/matches/matches.service';
import { createConversationService } from './modules/messages/conversations.service';
import type { ImageClassifier } from './modules/messages/image-classifier';
import { createMediaUrls, mediaUrlKeyOf } from './modules/messages/media-urls';
import { createMessageMediaService } from './modules/messages/message-media.service';
import { exportMessagesOf } from './modules/messages/messages-export';
import { exportVoiceNotesOf } from './modules/messages/voice-notes-export';
import { createVoiceNoteFiles } from './modules/messages/voice-note-serving';
import { createVoiceNoteService } from './modules/messages/voice-notes.service';
import { createMessageService } from './modules/messages/messages.service';
import { createMessageActionService, MESSAGE_ACTION_RATE } from './modules/messages/message-actions.service';
import {
  createSendRateLimit,
  createSharedSendRateLimit,
  type SendRate,
  type SendRateLimit,
} from './modules/messages/send-rate-limit';
import { exportDecisionsOf } from './modules/moderation/decisions-export';
import { createDecisionService } from './modules/moderation/decisions.service';
import { createModerationService } from './modules/moderation/moderation.service';
import { exportNotificationsOf } from './modules/notifications/notifications-export';
import { createNotificationService } from './modules/notifications/notifications.service';
import { createOutreachService } from './modules/outreach/outreach.service';
import { createPhotoStorage } from './modules/photos/photo-storage';
import { createPhotoService } from './modules/photos/photos.service';
import { createUploadsService } from './modules/photos/uploads.service';
import { createProfileService } from './modules/profiles/profiles.service';
import { exportPushSubscriptionsOf } from './modules/push/push-export';
import { createPushService, type QueuedPush } from './modules/push/push.service';
import { loadVapidKeys } from './modules/push/vapid-keys';
import { exportSafetyOf } from './modules/safety/safety-export';
import { createSafetyService } from './modules/safety/safety.service';
import { createHiddenWordsService } from './modules/safety/hidden-words.service';
import { createEmergencyContactsService } from './modules/safety/emergency-contacts.service';
import type { LimitsRedis } from './shared-limits/limits-redis';
import { redisShownCounts } from './shared-limits/redis-shown-counts';
import { redisTokenBuckets } from './shared-limits/redis-token-bucket';
import { objectStorageOf } from './storage/object-storage-of';
import { removeOrphanedObjects } from './storage/orphan-sweep';
import { referencedObjects } from './stored-object-owners';
import { exportVerificationsOf } from './modules/verification/verification-export';
import {
  createVerificationService,
  endVerificationIfPhotosReplaced,
} from './modules/verification/verification.service';

export interface ServiceDependencies {
  config: Config;
  db: Database;
  /** Tests pass a mailer that records; otherwise SMTP or the outbox. */
  mailer?: Mailer;
  /** Tests pass their own to listen; otherwise one per set of services. */
  events?: DomainEvents;
  log: FastifyBaseLogger;
  /** A nudity classifier for chat images (decision 088); tests pass a fake one. Absent, none runs. */
  classifyImage?: ImageClassifier;
  /** With REDIS_URL: where the limits every process shares are kept (decision 093). */
  limitsRedis?: LimitsRedis | null;
}

/**
 * The composition root: every service is built here, once, from the config and the database, and
 * handed the others it needs. The app (app.ts), the seed, the CLI and the benches all start here.
 * Building starts nothing: the app calls `warm()` and runs `jobs` (jobs/scheduler.ts); whoever
 * builds the services calls `close()` before closing the database.
 */
export async function createServices({
  config,
  db,
  mailer: givenMailer,
  events = createDomainEvents(),
  log,
  classifyImage,
  limitsRedis,
}: ServiceDependencies) {
  const hasher = createPasswordHasher({
    memoryKib: config.argon2MemoryKib,
    concurrency: config.argon2.concurrency,
    queueLimit: config.argon2.queueLimit,
  });
  const directMailer = givenMailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const emailDelivery = emailDeliveryOf(directMailer, config.devOutbox);
  // Shared jobs and e-mail: on PostgreSQL's queue, shared by every process, or here (decision 092).
  const emailTask = sendEmailTask(directMailer);
  const jobQueue: JobQueue =
    config.jobs.queue === 'postgres' && config.databaseUrl
      ? createPostgresQueue({ url: config.databaseUrl, settings: config.jobs, log })
      : createInProcessQueue(log);
  // What the services send is queued: retried with backoff, kept when it fails for good.
  const mailer = queuedMailer(directMailer, (message) => jobQueue.enqueue(emailTask, message));
  const gazetteer = createGazetteer();
  // Uploaded images in the folder or the bucket (decision 091), built once for every service.
  const storage = createPhotoStorage(objectStorageOf(config.storage));
  const vapidKeys = await loadVapidKeys(db, config.push.vapidKeys);
  // Chat images' signed URLs: every process of the site derives the same key (decision 091).
  const mediaUrls = createMediaUrls(mediaUrlKeyOf(vapidKeys.privateKey));
  const photos = createPhotoService({ db, storage, afterPhotoRemoved: endVerificationIfPhotosReplaced });
  const profiles = createProfileService({ db, photos, resolvePlace: (text) => gazetteer.resolve(text), events });
  // Work that need not hold up a response; drained before the database closes.
  const background = createBackgroundQueue((error, job) => log.error({ err: error, job }, 'background job failed'));
  const throttle = createLoginThrottle(db, config.loginThrottle, background);
  // Statements of reasons, appeals and the audit log (decision 086): sign-in asks it about suspensions.
  const decisions = createDecisionService({ db, events });
  const auth = createAuthService({
    db,
    events,
    suspensions: decisions,
    throttle,
    hasher,
    mailer,
    emailDelivery,
    profiles,
    publicUrl: config.publicUrl,
    log,
    background,
  });
  await prepareQuestionBank(db);
  await prepareHelpItems(db);
  await prepareDateIdeas(db);
  const answers = createAnswerService(db, events);
  const interestFrequencies = createInterestFrequencyCache(db);
  // The face detector and nudity classifier, in their own process, loaded on first use (decision 089).
  const imageModels = createImageModels({
    faces: config.imageModels.faces,
    nudity: config.imageModels.nudity,
    timeoutMs: config.imageModels.timeoutMs,
    onError: (error) => log.error({ err: error }, 'image models failed'),
  });
  // Every recommendable member in memory, so decks rank the whole radius (decision 054).
  const candidateIndex = createCandidateIndex(db, {
    onError: (error) => log.error({ err: error }, 'candidate index failed'),
    exposureSnapshotMs: config.recommendations.exposureSnapshotMs,
    // Exposure from every process's cards shown (decision 093): one period is six snapshots.
    sharedShown:
      limitsRedis && config.recommendations.exposureSnapshotMs > 0
        ? redisShownCounts(limitsRedis, { periodMs: config.recommendations.exposureSnapshotMs * 6 })
        : undefined,
    // A new process starts from the last snapshot and catches up (decision 099).
    snapshots: config.recommendations.indexSnapshotMs > 0 ? indexSnapshotsIn(storage.objects) : undefined,
  });
  // Most Compatible, once a day (decision 105): chosen by a job, shown first in For You.
  const dailyPicks = createDailyPicks({ db, candidateIndex, frequencies: interestFrequencies });
  const recommendations = createRecommendationService({
    db,
    photos,
    interestFrequencies,
    background,
    events,
    candidateIndex,
    // Decks read the member's "We met" answers (decision 106); the service is made below.
    weMetAnswersOf: (memberId) => weMet.tasteAnswersOf(memberId),
  });
  const replyRates = createReplyRates({ db, events });
  const conversations = createConversationService({ db, photos });
  const likes = createLikesService({
    db,
    events,
    photos,
    turnsOverdue: conversations.turnsOverdue,
    visibleMemberId: recommendations.visibleMemberId,
    frequencies: interestFrequencies,
    readers: { profileIn: profiles.profileIn, answersIn: answers.answersIn },
  });
  const notifications = createNotificationService({
    db,
    events,
    namesOf: profiles.namesOf,
    photosOf: photos.photoUrlsOfMany,
    settingsOf: profiles.settingsOfMember,
    browsesUnseen: profiles.browsesUnseen,
    log,
  });
  // Web Push (decision 047): a push for each stored notification, to the member's browsers; with
  // the shared queue, sent from it, retried when a push service fails (decision 092).
  const pushTask: Task<QueuedPush> = { name: 'send-push', run: (queued) => push.sendQueued(queued) };
  const push = createPushService({
    enqueue: jobQueue.kind === 'postgres' ? (queued) => jobQueue.enqueue(pushTask, queued) : undefined,
    db,
    events,
    vapidKeys,
    vapidSubject: config.push.vapidSubject,
    allowLocalEndpoints: config.push.allowLocalEndpoints,
    settingsOf: profiles.settingsOfMember,
    log,
  });
  // Hidden Words (decision 085): the send path asks whether a message hides for its recipient.
  const hiddenWords = createHiddenWordsService({ db });
  // One rate per member across processes with Redis (decision 093), else this process's buckets.
  const rateLimitOf = (rate: SendRate, name: string): SendRateLimit =>
    limitsRedis
      ? createSharedSendRateLimit(rate, redisTokenBuckets(limitsRedis, `kindred:${name}:`), (error) =>
          log.warn({ err: error }, `shared ${name} unavailable: limited in this process`),
        )
      : createSendRateLimit(rate);
  const sendRate = config.messageSendRate
    ? { perSecond: config.messageSendRate, burst: Math.max(LIMITS.messageBurst, config.messageSendRate * 3) }
    : { perSecond: LIMITS.messagesPerSecond, burst: LIMITS.messageBurst };
  const messages = createMessageService({
    db,
    events,
    storage,
    mediaUrls,
    hiddenWords,
    sendRate,
    sendRateLimit: rateLimitOf(sendRate, 'send-rate'),
    firstMessagesPerDay: config.firstMessagesPerDay,
  });
  // Chat images are classified when NUDITY_CLASSIFIER is on; off, every verdict is null (decision 088).
  const media = createMessageMediaService({
    db,
    storage,
    mediaUrls,
    classifyImage: classifyImage ?? imageClassifierOf(imageModels),
  });
  // Voice notes (decision 109): checked and converted by ffmpeg, stored beside the member's images.
  const voiceNotes = createVoiceNoteService({ db, objects: storage.objects, mediaUrls });
  // Reactions and unsend (decision 108).
  const messageActions = createMessageActionService({
    db,
    events,
    messages,
    rateLimit: rateLimitOf(MESSAGE_ACTION_RATE, 'message-action-rate'),
    releaseMedia: (message) =>
      message.media.type === 'audio'
        ? voiceNotes.releaseOfUnsent(message.id)
        : media.releaseOfUnsent({ id: message.id, senderId: message.senderId, url: message.media.url }),
    log,
  });
  const billing = createBillingService({
    db,
    provider: config.stripe ? createStripeProvider(config.stripe, config.publicUrl) : createTestModeProvider(),
    stripeWebhookSecret: config.stripe?.webhookSecret ?? null,
    likesLeft: (member, at) => likesLeft(db, member, at),
    log,
  });
  const matches = createMatchesService({ db, events, photos });
  const safety = createSafetyService({
    db,
    events,
    photos,
    partnerOf: matches.partnerOf,
    endLiveMatchBetween: matches.endLiveMatchBetween,
    visibleMemberId: recommendations.visibleMemberId,
    reportableMessage: messages.reportableMessage,
    setQuarantined: profiles.setQuarantined,
  });
  // "We met" (decision 106): asked by a job, answered privately; "felt unsafe" reports through the match.
  const weMet = createWeMetService({
    db,
    events,
    photosOf: photos.photoUrlsOfMany,
    reportThroughMatch: (reporterId, matchId, input) => safety.reportThroughMatch(reporterId, matchId, 'match', input),
  });
  // Date plans (decision 101): a proposal is also a chat message, sent under the chat's rules.
  const dates = createDatePlanService({
    db,
    events,
    sendMessage: (senderId, matchId, input) => messages.send(senderId, matchId, input),
    photosOf: photos.photoUrlsOfMany,
    log,
  });
  // Video calls (decision 110): both members opt in per match; a call leaves its line in the chat.
  const calls = createCallService({
    db,
    events,
    liveAccessTo: messages.liveAccessTo,
    namesOf: profiles.namesOf,
    photosOf: photos.photoUrlsOfMany,
    sendMessage: (senderId, matchId, input) => messages.send(senderId, matchId, input),
    ice: {
      servers: config.calls.iceServers,
      policy: config.calls.iceTransportPolicy,
      turnSecret: config.calls.turnSecret,
      turnCredentialSeconds: config.calls.turnCredentialSeconds,
    },
    ringTimeoutMs: config.calls.ringTimeoutMs,
    limits: {
      start: rateLimitOf(CALL_START_RATE, 'call-start-rate'),
      signal: rateLimitOf(CALL_SIGNAL_RATE, 'call-signal-rate'),
    },
    log,
  });
  // Emergency contacts (decision 102): e-mailed to confirm, and nothing else until they do.
  const emergencyContacts = createEmergencyContactsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    namesOf: profiles.namesOf,
    log,
  });
  // "Share my date" and check-ins (decision 104): plans through the dates service, contacts through
  // the emergency contacts service (confirmed ones only).
  const dateSafety = createDateSafetyService({
    db,
    events,
    mailer,
    publicUrl: config.publicUrl,
    planOfMember: dates.planOfMember,
    confirmedContactsOf: emergencyContacts.confirmedContactsOf,
    contactsOf: emergencyContacts.list,
    namesOf: profiles.namesOf,
    photosOf: photos.photoUrlsOfMany,
    openObject: (key) => storage.objects.open(key),
    log,
  });
  const verifyProvider = createProviderVerifier(config.providers);
  const account = createAccountService({
    db,
    hasher,
    mailer,
    profiles,
    answers,
    exportSections: [
      (userId) => exportLikesOf(db, userId),
      (userId) => exportDiscoveryOf(db, userId),
      (userId) => exportMatchesOf(db, userId),
      (userId) => exportNotificationsOf(db, userId),
      (userId) => exportPushSubscriptionsOf(db, userId),
      (userId) => exportSafetyOf(db, userId),
      (userId) => exportMessagesOf(db, userId),
      (userId) => exportVoiceNotesOf(db, userId),
      (userId) => exportDateIdeasOf(db, userId),
      (userId) => exportDatePlansOf(db, userId),
      (userId) => exportVideoCallsOf(db, userId),
      (userId) => exportWeMetOf(db, userId),
      (userId) => exportDateSafetyOf(db, userId),
      (userId) => exportIcebreakersOf(db, userId),
      (userId) => exportBillingOf(db, userId),
      (userId) => exportPasskeysOf(db, userId),
      (userId) => exportVerificationsOf(db, storage.objects, userId),
      (userId) => exportDecisionsOf(db, userId),
    ],
    auth,
    storage,
    log,
    events,
    billing,
  });

  const verification = createVerificationService({
    db,
    events,
    photos,
    storage,
    imageModels,
    background,
    audit: decisions.writeAudit,
  });

  const jobs: Job[] = withJobSettings(
    [
      removeUnsentUploadsJob(
        async (olderThan) =>
          (await media.removeUnattachedUploads(olderThan)) + (await voiceNotes.removeUnsent(olderThan)),
      ),
      moveSelfiesToStorageJob((limit) => verification.moveRowSelfiesToStorage(limit)),
      removeOrphanedObjectsJob((olderThan) =>
        removeOrphanedObjects(
          storage.objects,
          referencedObjects({
            images: async (ids) => [...(await photos.storedIds(ids)), ...(await media.storedIds(ids))],
            selfies: (ids) => verification.storedIds(ids),
            voiceNotes: (ids) => voiceNotes.storedIds(ids),
          }),
          olderThan,
        ),
      ),
      fillPhotoPlaceholdersJob((limit) => photos.fillMissingPlaceholders(limit)),
      renewPlansJob(() => billing.renewDue()),
      sendDateRemindersJob((now) => dates.sendReminders(now)),
      askWeMetJob((now) => weMet.askDue(now)),
      runDateCheckInsJob((now) => dateSafety.runCheckIns(now)),
      catchUpCandidateIndexJob(candidateIndex),
      snapshotExposureJob(candidateIndex, config.recommendations.exposureSnapshotMs),
      writeCandidateIndexSnapshotJob(candidateIndex, config.recommendations.indexSnapshotMs),
      buildDecksAheadJob((limit) => recommendations.buildAhead(limit)),
      chooseDailyPicksJob(() => dailyPicks.run()),
      refreshReplyRatesJob((now) => replyRates.refresh(now)),
    ],
    config.jobs,
  );

  return {
    events,
    hasher,
    /** Sends at once (SMTP or the outbox); the services' own mail goes through the job queue. */
    mailer: directMailer,
    gazetteer,
    storage,
    verifyProvider,
    connectedAccounts: createConnectedAccountsService({
      db,
      verifyProvider,
      mailer,
      publicUrl: config.publicUrl,
      log,
    }),
    photos,
    uploads: createUploadsService({ db, storage, signedSecondsLeft: mediaUrls.secondsLeft }),
    voiceNotes,
    voiceNoteFiles: createVoiceNoteFiles({ objects: storage.objects, signedSecondsLeft: mediaUrls.secondsLeft }),
    profiles,
    auth,
    account,
    // Sign-in with passkeys beside the password (decision 071).
    passkeys: createPasskeyService({ db, publicUrl: config.publicUrl, auth, throttle, profiles, background, log }),
    answers,
    content: createContentService(db),
    onlineNow: createOnlineNowService({ db }),
    dateIdeas: createDateIdeaService(db),
    dates,
    calls,
    icebreakers: createIcebreakerService(db),
    outreach: createOutreachService({ db, mailer, supportEmail: config.supportEmail, log }),
    interestFrequencies,
    candidateIndex,
    recommendations,
    likes,
    likedYou: createLikedYouService({ db, photos }),
    notifications,
    push,
    messages,
    messageActions,
    media,
    conversations,
    matches,
    safety,
    weMet,
    hiddenWords,
    emergencyContacts,
    dateSafety,
    moderation: createModerationService({
      db,
      events,
      photos,
      recentMessagesBetween: messages.recentMessagesBetween,
      heldMessagesOf: messages.heldMessagesOf,
      messagesAround: messages.messagesAround,
      releaseHeld: messages.releaseHeld,
      setQuarantined: profiles.setQuarantined,
      voiceNotesOf: voiceNotes.ofMessages,
    }),
    // Selfie verification, reviewed by a person (decision 079).
    verification,
    imageModels,
    decisions,
    billing,
    /** The periodic work over these services; the app starts them on the job queue. */
    jobs,
    /** Runs the jobs and queued tasks; `jobQueue.stats()` gives its depth and failures (decision 092). */
    jobQueue,
    /** The work the services queue, with its data: e-mail and pushes. */
    tasks: [emailTask, pushTask] as Task<never>[],
    /** Work waiting: the background queue's and the job queue's (kindred_job_queue_depth; decision 092). */
    jobQueueDepth: async () => background.waiting() + (await jobQueue.stats()).waiting,
    /** Starts, in the background, what the app serves from memory: interest counts, the candidate index. */
    warm(): void {
      interestFrequencies.warm();
      const started = performance.now();
      candidateIndex.start().then(
        () =>
          log.info(
            {
              members: candidateIndex.size,
              from: candidateIndex.loadedFrom?.source,
              seconds: Math.round(performance.now() - started) / 1000,
            },
            'candidate index loaded',
          ),
        () => undefined,
      );
    },
    /**
     * Before the database closes, in this order: queued message writes, the date plans a match's
     * end cancels, the notifications they announced and the pushes those start, the candidate index, the image models' process, the
     * background queue, then the job queue.
     */
    async close(): Promise<void> {
      // Calls a match's end ended leave their chat lines before the message writer drains.
      await calls.settle();
      calls.close();
      await messages.drain();
      // Plans cancelled by a match's end announce changes the notifications then write.
      await dates.settle();
      dates.close();
      await notifications.settle();
      await push.settle();
      await candidateIndex.stop();
      // The image models before the background queue: what waits on them is answered null
      // (unchecked) at once, so the queue's face checks end instead of holding up the shutdown.
      await imageModels.close();
      await background.drain();
      // Mail queued by the work above is sent or queued before the database closes.
      await jobQueue.stop();
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
