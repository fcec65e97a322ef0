const encoder = new TextEncoder();
const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

const derive = async (password: string, salt: Uint8Array, iterations: number) => {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return new Uint8Array(bits);
};

/** `pbkdf2-sha256$<iterations>$<salt>$<hash>`: PBKDF2 through WebCrypto, so it runs in Node and the browser alike. */
export const hashPassword = async (password: string, iterations: number) => {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${iterations}$${toB64(salt)}$${toB64(await derive(password, salt, iterations))}`;
};

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export const verifyPassword = async (password: string, stored: string | null) => {
  const [scheme, iterations, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'pbkdf2-sha256' || !hash) {
    // Spend the same time as a real check so unknown e-mails cannot be told apart by timing.
    await derive(password, new Uint8Array(16), 10_000);
    return false;
  }
  const expected = fromB64(hash);
  const actual = await derive(password, fromB64(salt), Number(iterations));
  let diff = expected.length ^ actual.length;
  for (let i = 0; i < expected.length; i++) diff |= expected[i] ^ (actual[i] ?? 0);
  return diff === 0;
};
