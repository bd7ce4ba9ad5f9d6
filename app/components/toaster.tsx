import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ToastMessage } from '~/lib/toast';

type ToastListModule = typeof import('./toast-list');

// react-hot-toast and the toast cards load only when a page first has something to say: most
// visits never show a toast, and the first load stays light.
let toastList: Promise<ToastListModule> | null = null;
const onLoaded = new Set<(module: ToastListModule) => void>();

function loadToastList(): Promise<ToastListModule> {
  if (!toastList) {
    toastList = import('./toast-list');
    void toastList.then((module) => onLoaded.forEach((notify) => notify(module)));
  }
  return toastList;
}

/** Shows a message as the only toast (the spec's rules live in toast-list.tsx). */
export function showToast(message: Pick<ToastMessage, 'type' | 'title' | 'description'> & { id?: string }): void {
  void loadToastList().then((module) => module.showToastNow(message));
}

/** The notification region: always present as a landmark, F8 focuses it, Escape closes the toast. */
export function Toaster() {
  const regionRef = useRef<HTMLElement>(null);
  const [List, setList] = useState<ComponentType | null>(null);

  useEffect(() => {
    const show = (module: ToastListModule) => setList(() => module.ToastList);
    onLoaded.add(show);
    void toastList?.then(show);
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      } else if (event.key === 'Escape') {
        void toastList?.then((module) => module.dismissToasts());
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      onLoaded.delete(show);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <section
      ref={regionRef}
      aria-label="Notifications (F8)"
      tabIndex={-1}
      // Top right, under the header: the primary action of a screen (Save, Send, Confirm) ends its form,
      // at the bottom, where a toast would cover the button pressed next.
      className="pointer-events-none fixed top-16 right-0 z-[100] w-full p-4 outline-none md:max-w-[420px]"
    >
      {List ? <List /> : null}
    </section>
  );
}
