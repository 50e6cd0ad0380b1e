import { useEffect, useRef } from 'react';

/** A <video> showing a stream; the member's own preview is muted (no echo) and mirrored. */
export function CallVideo({
  stream,
  label,
  own = false,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  own?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={own}
      className={className}
      style={own ? { transform: 'scaleX(-1)' } : undefined}
    />
  );
}
