import { Camera, ImageUp, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { VERIFICATION_TEXTS } from '@kindred/contract/verification';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export interface CapturedSelfie {
  image: Blob;
  previewUrl: string;
}

interface SelfieCaptureProps {
  selfie: CapturedSelfie | null;
  onChange: (selfie: CapturedSelfie | null) => void;
}

const JPEG_QUALITY = 0.9;

/**
 * The selfie: from the front camera (getUserMedia), or a file when there is no camera or the
 * member prefers one (the input asks phones for the front camera too). The stream stops as soon
 * as a photo is taken or the screen is left.
 */
export function SelfieCapture({ selfie, onChange }: SelfieCaptureProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [starting, setStarting] = useState(false);
  // Before the camera's first frame a photo would be empty: Take photo waits for it.
  const [frameShown, setFrameShown] = useState(false);
  const fileId = useId();

  useEffect(() => {
    if (videoRef.current && stream) {
      videoRef.current.srcObject = stream;
      void videoRef.current.play().catch(() => undefined);
    }
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const startCamera = async () => {
    setCameraFailed(false);
    if (!navigator.mediaDevices?.getUserMedia) {
      setCameraFailed(true);
      return;
    }
    setStarting(true);
    setFrameShown(false);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false }));
      onChange(null);
    } catch {
      setCameraFailed(true);
    } finally {
      setStarting(false);
    }
  };

  const takePhoto = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        onChange({ image: blob, previewUrl: URL.createObjectURL(blob) });
        setStream(null);
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStream(null);
    onChange({ image: file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <div className="space-y-3">
      <div className="relative mx-auto aspect-[3/4] w-full max-w-xs overflow-hidden rounded-2xl bg-stone-100 dark:bg-stone-800">
        {stream ? (
          <video
            ref={videoRef}
            aria-label={VERIFICATION_TEXTS.cameraLabel}
            className="h-full w-full -scale-x-100 object-cover"
            muted
            playsInline
            onLoadedData={() => setFrameShown(true)}
          />
        ) : selfie ? (
          <img
            src={selfie.previewUrl}
            alt={VERIFICATION_TEXTS.preview}
            width={320}
            height={400}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-stone-400 dark:text-stone-500">
            <Camera aria-hidden="true" className="h-12 w-12" />
          </div>
        )}
      </div>
      {cameraFailed && <Alert tone="error">{VERIFICATION_TEXTS.cameraUnavailable}</Alert>}
      <div className="flex flex-wrap justify-center gap-3">
        {stream ? (
          <Button onClick={takePhoto} busy={!frameShown}>
            <Camera aria-hidden="true" className="h-4 w-4" />
            {VERIFICATION_TEXTS.takePhoto}
          </Button>
        ) : (
          <Button variant={selfie ? 'secondary' : 'primary'} busy={starting} onClick={() => void startCamera()}>
            {selfie ? (
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Camera aria-hidden="true" className="h-4 w-4" />
            )}
            {selfie ? VERIFICATION_TEXTS.retake : VERIFICATION_TEXTS.startCamera}
          </Button>
        )}
        <label
          htmlFor={fileId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 font-semibold text-rose-700 underline-offset-4 hover:underline focus-within:ring-2 focus-within:ring-rose-500 dark:text-rose-300"
        >
          <ImageUp aria-hidden="true" className="h-4 w-4" />
          {VERIFICATION_TEXTS.chooseFile}
          <input id={fileId} type="file" accept="image/*" capture="user" className="sr-only" onChange={chooseFile} />
        </label>
      </div>
    </div>
  );
}
