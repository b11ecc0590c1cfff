/** The wrapper every answer of the API carries: `{ success, message, data }`. */
export interface Envelope<T> {
  success: boolean;
  message: string | null;
  data: T;
}

export function ok<T>(data: T, message: string | null = null): Envelope<T> {
  return { success: true, message, data };
}
