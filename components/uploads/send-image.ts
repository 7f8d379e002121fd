import { addressOf, type AnswerOf } from '@/lib/contracts/contract';
import { uploadImagesCall } from '@/lib/contracts/uploads';
import type { UploadKind } from '@/lib/rules/uploads';

/**
 * Posts one image to /uploadHandler and resolves with its URL. XMLHttpRequest rather than
 * fetch because only it reports upload progress. Rejects with the server's message when it
 * gave one, else with an empty message.
 */
export function sendImage(kind: UploadKind, file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // The kind in the query too: the server caps the body for it before reading it.
    request.open(uploadImagesCall.method, addressOf(uploadImagesCall, undefined, { kind }));
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      const body = request.response as (Partial<AnswerOf<typeof uploadImagesCall>> & { error?: unknown }) | null;
      if (request.status >= 200 && request.status < 300 && typeof body?.fileURL === 'string') resolve(body.fileURL);
      else reject(new Error(typeof body?.error === 'string' ? body.error : ''));
    };
    request.onerror = () => reject(new Error(''));
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    request.send(form);
  });
}
