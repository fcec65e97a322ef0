/** Leaves the portal for the payment gateway's page (a full navigation: the gateway sends the browser back to `/credits`). */
export const goToGateway = (redirectUrl: string) => window.location.assign(redirectUrl);
