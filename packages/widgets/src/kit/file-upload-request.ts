// One upload at a time with its progress and a way to cancel it, shared by FileUpload and
// BatchUpload. Unmounting cancels the request, so a closed editor does not finish an upload nobody
// will attach.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgress } from '../runtime/http';

export interface ActiveUpload {
  name: string;
  /** 0..1, or undefined while the size is unknown. */
  progress: number | undefined;
}

export interface UploadRequestOptions {
  signal: AbortSignal;
  onUploadProgress: (e: UploadProgress) => void;
}

export interface UploadRequest {
  active: ActiveUpload | null;
  /**
   * Runs `send` with a signal and a progress callback. Resolves with its answer, or `undefined`
   * when the user cancelled; rejects with the call's error otherwise.
   */
  run: <T>(
    name: string,
    send: (opts: UploadRequestOptions) => Promise<T>,
  ) => Promise<T | undefined>;
  cancel: () => void;
}

export function useUploadRequest(): UploadRequest {
  const [active, setActive] = useState<ActiveUpload | null>(null);
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T>(name: string, send: (opts: UploadRequestOptions) => Promise<T>) => {
      const own = new AbortController();
      controller.current = own;
      setActive({ name, progress: 0 });
      try {
        return await send({
          signal: own.signal,
          onUploadProgress: (p) => {
            if (!own.signal.aborted) setActive({ name, progress: p.progress });
          },
        });
      } catch (e) {
        if (own.signal.aborted) return undefined;
        throw e;
      } finally {
        if (controller.current === own) {
          controller.current = undefined;
          setActive(null);
        }
      }
    },
    [],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { active, run, cancel };
}
