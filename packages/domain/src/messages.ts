/** Every fixed user-facing text of docs/product.md §6, word for word, so server and web say the same thing. */
export const MESSAGES = {
  loginExpired: 'Login info expired, please login again',
  notFound: '404 Not Found',
  accountDisabled: 'Current Account can not login, please contact the administrator',
  tooManyAttempts: 'Too many attempts, please slow down the fresh pace',
  unknownError: 'Unknown Error',
  httpError: 'Http Error',
  priceCreditExhausted:
    'The credit for getting prices has been used up, please call us to adjust the credit.',
  removeFromCartTitle: 'Tip',
  removeFromCartConfirm: 'Are you sure to remove this item from your shopping cart?',
  subtotalTooltip: 'total amount excluding GST',
  deliveryTooltip: 'no delivery charge, contact third-party logistics for more information',
  callUs: 'Call Us',
  outOfStock: 'out of stock',
  /** Ant Design's form template form: it fills in ${label} itself. */
  requiredTemplate: '${label} is required',
  required,
} as const;

/** The required-field message for a known label. */
export function required(label: string): string {
  return `${label} is required`;
}

export interface ErrorMessage {
  /** An array stays an array so the UI can render one paragraph per message. */
  text: string | string[];
  logout: boolean;
}

/** The server's own message from an error body `{ message: string | string[] }`, if it has a usable one. */
function serverMessage(body: unknown): string | string[] | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  if (typeof message === 'string') return message.trim() === '' ? undefined : message;
  if (Array.isArray(message) && message.length > 0 && message.every((m) => typeof m === 'string')) {
    return message as string[];
  }
  return undefined;
}

/** docs/product.md §6's error catalogue; status undefined or 0 means no response reached us. */
export function messageForError(status: number | undefined, body: unknown): ErrorMessage {
  const fromServer = serverMessage(body);
  switch (status) {
    case undefined:
    case 0:
      return { text: MESSAGES.httpError, logout: false };
    case 401:
      return { text: fromServer ?? MESSAGES.loginExpired, logout: true };
    case 404:
      return { text: MESSAGES.notFound, logout: false };
    case 429:
      return { text: MESSAGES.tooManyAttempts, logout: true };
    case 499:
      return { text: MESSAGES.accountDisabled, logout: true };
    default:
      return { text: fromServer ?? MESSAGES.unknownError, logout: false };
  }
}
