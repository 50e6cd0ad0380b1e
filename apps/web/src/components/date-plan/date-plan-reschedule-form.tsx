import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DATE_PLAN_MESSAGES, DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { instantFrom, localDay, localTime, viewerTimeZone } from '@/lib/local-date-time';

interface DatePlanRescheduleFormProps {
  /** The time proposed now, the fields' starting values. */
  startsAt: string;
  pending: boolean;
  onSend: (input: { startsAt: string; timeZone: string }) => void;
}

/** "Suggest another time": a day and a time in the member's own zone, checked before they are sent. */
export function DatePlanRescheduleForm({ startsAt, pending, onSend }: DatePlanRescheduleFormProps) {
  const [day, setDay] = useState(() => localDay(new Date(startsAt)));
  const [time, setTime] = useState(() => localTime(new Date(startsAt)));
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by "Suggest another time": the day is where the member goes next.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
    // The whole form in view, its button too, low in a chat's thread (jsdom has no scrollIntoView).
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const instant = instantFrom(day, time);
    if (!day || !time) return setError(DATE_PLAN_MESSAGES.timeRequired);
    if (!instant) return setError(DATE_PLAN_MESSAGES.timeInvalid);
    if (Date.parse(instant) <= Date.now()) return setError(DATE_PLAN_MESSAGES.timeInPast);
    setError(null);
    onSend({ startsAt: instant, timeZone: viewerTimeZone() });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="@container mt-3 space-y-3 rounded-xl bg-stone-50 p-3 dark:bg-stone-800/60"
    >
      {/* Side by side where the card is wide enough for both (a container query: the card, not the screen). */}
      <div className="grid gap-3 @[20rem]:grid-cols-2">
        <TextField
          label={DATE_PLAN_TEXTS.newDayLabel}
          type="date"
          min={localDay(new Date())}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={error ?? undefined}
          required
        />
        <TextField
          label={DATE_PLAN_TEXTS.newTimeLabel}
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          aria-invalid={error ? true : undefined}
          required
        />
      </div>
      <Button type="submit" busy={pending} className="w-full">
        {DATE_PLAN_TEXTS.sendNewTime}
      </Button>
    </form>
  );
}
