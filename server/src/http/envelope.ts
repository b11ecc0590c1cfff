/** The wrapper every answer of the API carries: `{ success, message, data }`. */
export interface Envelope<T> {
  success: boolean;
  message: string | null;
  data: T;
}

export function ok<T>(data: T, message: string | null = null): Envelope<T> {
  return { success: true, message, data };
}

/**
 * `ok(data)` as the response schema's serializer writes it, for data already written as JSON text
 * in its schema's key order (the search's page: docs/decisions.md, "The search's plan").
 */
export const okJsonText = (dataJson: string) => `{"success":true,"message":null,"data":${dataJson}}`;
