import { useLocation, useNavigation } from 'react-router';
import type { ToastMessage } from '~/lib/toast';
import { useFocusRefusedField } from './use-focus-refused-field';

/** What an action answered for a refused submission (FormFailure, as the page receives it). */
export interface FormState<F extends string> {
  /** The form refused (a page with two visitor forms shows the answer on the one that was sent). */
  form?: string;
  toast?: ToastMessage;
  errors?: Partial<Record<F, string>>;
  values?: Partial<Record<F, string>>;
}

/**
 * The state every visitor form shares: busy while its post (and the redirect after it) is in flight;
 * a key that changes with each completed navigation, so a successful post (which redirects to a
 * new location) remounts the form empty, while a refused one remounts it with the kept values; and
 * focus moved to the first invalid field after a refusal.
 */
export function usePublicForm<F extends string>(idPrefix: string, state: FormState<F> | undefined, intent: string | null = null) {
  const navigation = useNavigation();
  const location = useLocation();
  // Of two forms on one page, the one sent is the one whose intent (none for the page's main form) was posted.
  const busy =
    navigation.state !== 'idle' &&
    navigation.formAction?.split('?')[0] === location.pathname &&
    (navigation.formData?.get('intent') ?? null) === intent;

  const formRef = useFocusRefusedField(state?.toast?.id);

  function field(name: F) {
    return {
      id: `${idPrefix}-${name}`,
      name,
      defaultValue: state?.values?.[name] ?? '',
      error: state?.errors?.[name],
      // Keeps a focused invalid field clear of the sticky header.
      className: 'scroll-mt-28',
    };
  }

  return { busy, formKey: location.key, formRef, field };
}
