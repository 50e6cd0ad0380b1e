import { EventEmitter } from 'node:events';

/** What happened, announced by services after their transaction commits (STYLE: Events). */
export interface DomainEventMap {
  'match.created': { matchId: string; memberIds: [string, string]; compatibilityScore: number };
  'interaction.liked': { actorId: string; targetId: string; status: 'like' | 'superlike' };
}

export type DomainEventName = keyof DomainEventMap;

/** One typed emitter per app: the realtime gateway and notifications listen; routes never emit. */
export function createDomainEvents() {
  const emitter = new EventEmitter();
  return {
    emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void {
      emitter.emit(name, payload);
    },
    on<K extends DomainEventName>(name: K, listener: (payload: DomainEventMap[K]) => void): () => void {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;
