import { lazy, Suspense } from 'react';
import type { MessageButtonProps, PersonActions } from '@web/components/person-actions';
import { AfterFirstPaint } from '@web/lib/after-first-paint';

/**
 * What the app provides for components/person-actions.tsx: messaging's "Message" button, loaded
 * with the first page that shows a person, not with the first load, and after that page's first frame.
 */
const LazyMessageButton = lazy(() =>
  import('@web/features/chat/components/message-button').then((m) => ({ default: m.MessageButton })),
);

function MessageButton(props: MessageButtonProps) {
  return (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <LazyMessageButton {...props} />
      </Suspense>
    </AfterFirstPaint>
  );
}

export const personActions: PersonActions = { MessageButton };
