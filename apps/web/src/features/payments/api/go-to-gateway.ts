/** Sends the browser to the bank's page; the gateway brings it back to /payment/result. */
export function goToGateway(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
