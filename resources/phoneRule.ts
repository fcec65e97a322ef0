/** Digits, spaces, ( ) and - with an optional leading +, 6 to 20 long: every phone number, checked on screen and by the server. */
export const PHONE_RULE = /^\+?[0-9 ()-]{6,20}$/;
