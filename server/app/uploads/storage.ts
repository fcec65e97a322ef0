/** Where uploaded bytes live: a folder on disk in production, memory in tests and the browser mock. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
}

export const memoryStorage = (): FileStorage => {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (key, bytes) => {
      files.set(key, bytes);
    },
    get: async (key) => files.get(key) ?? null,
  };
};
