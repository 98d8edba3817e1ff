/** Talking to the service worker (scripts/sw/service-worker.js) on a MessageChannel of its own. */

/** The worker's answer to 'status': what of a language is stored on this device (read from its caches). */
export type WorkerStatus = {
  type: 'status';
  saved: { url: string; title: string }[];
  total: number;
  /** the name layer and every Pagefind file of the language are stored */
  search: boolean;
  missingBytes: number;
};

/** Posts `message` to `worker`; resolves with the first reply `accept` takes (every reply without it). Undefined without a worker. */
export function askWorker<T>(
  worker: ServiceWorker | null | undefined,
  message: object,
  accept?: (data: T) => boolean,
): Promise<T | undefined> {
  if (!worker) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<T>) => {
      if (!accept || accept(event.data)) resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
