/** What the GIF and video workers say back: progress, then the file's bytes or why not. */
export type WorkerMessage = { type: 'progress'; done: number; total: number } | { type: 'done'; bytes: Uint8Array } | { type: 'error'; message: string };

/** Gives a worker its job and resolves with the file it makes (progress as it goes); the worker ends either way. */
export function workerFile<J>(worker: Worker, job: J, type: string, onProgress: (done: number, total: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<WorkerMessage>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress(m.done, m.total);
      else {
        worker.terminate();
        if (m.type === 'done') resolve(new Blob([m.bytes as BlobPart], { type }));
        else reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || 'worker failed'));
    };
    worker.postMessage(job);
  });
}
