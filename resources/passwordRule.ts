/** Letters upper and lower, a digit and a symbol, 8 to 128 long: the rule for every password, checked on screen and by the server. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/;
