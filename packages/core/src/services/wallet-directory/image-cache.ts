/** A least-recently-used cache of decoded icons (small Blobs): a scroll back shows them without a request. */
export type ImageBlobCache = {
  /** The Blob of `imageId`, marking it as the most recently used. */
  get(imageId: string): Blob | undefined;
  /** Stores `blob`; the least recently used entry goes once there are more than `capacity`. */
  set(imageId: string, blob: Blob): void;
  readonly size: number;
  clear(): void;
};

/** An LRU cache of at most `capacity` Blobs (a Map keeps insertion order: the first key is the oldest). */
export function createImageBlobCache(capacity: number): ImageBlobCache {
  const blobs = new Map<string, Blob>();
  return {
    get(imageId) {
      const blob = blobs.get(imageId);
      if (blob !== undefined) {
        blobs.delete(imageId);
        blobs.set(imageId, blob);
      }
      return blob;
    },
    set(imageId, blob) {
      blobs.delete(imageId);
      blobs.set(imageId, blob);
      while (blobs.size > capacity) {
        const oldest = blobs.keys().next();
        if (oldest.done) break;
        blobs.delete(oldest.value);
      }
    },
    get size() {
      return blobs.size;
    },
    clear() {
      blobs.clear();
    },
  };
}
