// A POST through XMLHttpRequest, for the one thing fetch cannot do yet: report upload progress. The request
// is marked X-Requested-With: XMLHttpRequest so the action can answer it with headers instead of a redirect.
import { useCallback, useEffect, useRef, useState } from "react";

export type UploadAnswer = { kind: "answered"; status: number; header(name: string): string | null } | { kind: "network-error" };

export function useUploadWithProgress() {
  /** Percent sent, from 0; null when nothing is being sent. */
  const [progress, setProgress] = useState<number | null>(null);
  const request = useRef<XMLHttpRequest | null>(null);

  // Leaving the page abandons the upload (its promise never settles: nobody is left to hear it).
  useEffect(() => () => request.current?.abort(), []);

  const upload = useCallback(
    (url: string, body: FormData) =>
      new Promise<UploadAnswer>((resolve) => {
        setProgress(0);
        const xhr = new XMLHttpRequest();
        request.current = xhr;
        xhr.open("POST", url);
        xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
        };
        xhr.onload = () => {
          request.current = null;
          setProgress(100);
          resolve({ kind: "answered", status: xhr.status, header: (name) => xhr.getResponseHeader(name) });
        };
        xhr.onerror = () => {
          request.current = null;
          setProgress(null);
          resolve({ kind: "network-error" });
        };
        xhr.send(body);
      }),
    [],
  );

  /** After an answer that is not a success: the form can be sent again. */
  const reset = useCallback(() => setProgress(null), []);

  return { progress, uploading: progress !== null, upload, reset };
}
