import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
  type DialogOpenProps,
} from '@tackle/ui';

/** Rear camera at an ideal 1280x720 (spec §9); the still is a JPEG at 0.8. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};
export const CAPTURE_JPEG_QUALITY = 0.8;

export interface CameraDialogProps extends DialogOpenProps {
  /** Receives the still as a JPEG data URL ('Use Photo'). */
  onCapture: (dataUrl: string) => void;
  title?: string;
}

/**
 * Opening starts the camera; Capture freezes a still, Retake goes back to live, Use Photo hands
 * the still over and closes. Cancel, close and unmount always stop every track.
 */
export function CameraDialog({ open, onOpenChange, onCapture, title = 'Take Photo' }: CameraDialogProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [still, setStill] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setReady(false);
  }, []);

  const close = useCallback(() => {
    stop();
    setStill(null);
    onOpenChange(false);
  }, [onOpenChange, stop]);

  useEffect(() => {
    if (!open) return undefined;
    let cancelled = false;
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API');
        const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
        if (cancelled) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          await videoRef.current.play().catch(() => undefined);
        }
        setReady(true);
      } catch {
        if (cancelled) return;
        toast({ title: 'Camera Error', description: 'Unable to access camera. Please check permissions.', variant: 'destructive' });
        close();
      }
    };
    void start();
    return () => {
      cancelled = true;
      stop();
    };
  }, [open, close, stop]);

  const capture = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    setStill(canvas.toDataURL('image/jpeg', CAPTURE_JPEG_QUALITY));
  };

  const usePhoto = () => {
    if (!still) return;
    onCapture(still);
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Point the rear camera at the product or its packaging.</DialogDescription>
        </DialogHeader>
        <div className="relative aspect-video w-full overflow-hidden rounded-md bg-black">
          <video ref={videoRef} aria-label="Camera preview" className="size-full object-cover" playsInline muted hidden={still !== null} />
          {still ? <img src={still} alt="Captured photo" className="size-full object-cover" /> : null}
        </div>
        <DialogFooter className="gap-2">
          <Button type="button" variant="outline" onClick={close}>
            Cancel
          </Button>
          {still ? (
            <>
              <Button type="button" variant="outline" onClick={() => setStill(null)}>
                Retake
              </Button>
              <Button type="button" onClick={usePhoto}>
                Use Photo
              </Button>
            </>
          ) : (
            <Button type="button" onClick={capture} disabled={!ready}>
              Capture
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
