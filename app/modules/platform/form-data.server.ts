// Reading a posted form: the one way routes and modules read a request body as a form.
import { formWithoutNul } from "~/lib/input";

/** A form body above its limit; answered 413. `message` is what the screen shows, when it shows one. */
export class RequestTooLargeError extends Error {
  constructor(
    readonly limit: number,
    message = `request body larger than ${limit} bytes`,
  ) {
    super(message);
    this.name = "RequestTooLargeError";
  }
}

export interface ReadFormOptions {
  /** Refuse (RequestTooLargeError) a body above this many bytes, without buffering more than that. */
  maxBytes?: number;
  /** The message of that error (the screen's text). */
  tooLargeMessage?: string;
}

/**
 * The request's form data as posted, refusing a body above `maxBytes` (RequestTooLargeError): by its
 * Content-Length at once, otherwise while it streams in. A body that is not a form rejects as formData() does.
 */
export async function readFormWithin(request: Request, { maxBytes = Number.POSITIVE_INFINITY, tooLargeMessage }: ReadFormOptions = {}): Promise<FormData> {
  const tooLarge = () => new RequestTooLargeError(maxBytes, tooLargeMessage);
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body || maxBytes === Number.POSITIVE_INFINITY) return request.formData();
  let total = 0;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body: limited, duplex: "half" } as RequestInit);
  try {
    return await copy.formData();
  } catch (error) {
    if (total > maxBytes) throw tooLarge();
    throw error;
  }
}

/**
 * The posted form with NUL dropped from every text field, or null when the body is not a form at all
 * (another content type, broken multipart): the caller answers 400 with its own message. A body above
 * `maxBytes` still throws RequestTooLargeError (a 413, not a 400).
 */
export async function readForm(request: Request, options: ReadFormOptions = {}): Promise<FormData | null> {
  try {
    return formWithoutNul(await readFormWithin(request, options));
  } catch (error) {
    if (error instanceof RequestTooLargeError) throw error;
    return null;
  }
}
