import crypto from 'node:crypto';
import { errorMessage, type ToastMessage } from '~/lib/toast';

/**
 * Reads one part of the dashboard; a failure becomes the spec's toast (pushed to `toasts`) and the
 * rest of the dashboard still works.
 */
export async function readOrToast<T>(read: () => Promise<T>, title: string, toasts: ToastMessage[]): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`${title}:`, error);
    toasts.push({ id: crypto.randomUUID(), type: 'error', title, description: errorMessage(error) });
    return null;
  }
}
