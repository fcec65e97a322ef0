/**
 * Node's own hash, when the app runs in Node: synchronous, where WebCrypto's digest hands every call to a
 * worker thread and back (on a busy machine that hand-off costs more than the hash). The browser mock has
 * no `process`: there WebCrypto answers, with the same hex.
 */
const nodeCrypto = globalThis.process?.getBuiltinModule?.('node:crypto');

/** The SHA-256 of `text` (UTF-8), as lowercase hex. */
export const sha256Hex = async (text: string): Promise<string> => {
  if (nodeCrypto) return nodeCrypto.createHash('sha256').update(text, 'utf8').digest('hex');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
};
