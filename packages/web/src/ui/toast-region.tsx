import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Button } from './button.tsx';
import { CheckCircleIcon, CloseCircleIcon, CloseIcon, InfoIcon } from './icons.tsx';
import { queue } from './toast-queue.ts';
import './toast.css';

const ICONS = { success: CheckCircleIcon, error: CloseCircleIcon, info: InfoIcon } as const;

/** Where the toasts show (loaded with the first toast, see toast.tsx). Every toast has the class `ui-toast`. */
export function ToastRegion() {
  return (
    <AriaToastRegion queue={queue} className="ui-toast-region">
      {({ toast: queued }) => {
        const { content } = queued;
        const Icon = ICONS[content.kind];
        return (
          <AriaToast toast={queued} className={content.paragraphs ? 'ui-toast ui-toast-wide' : 'ui-toast'}>
            <Icon className={`ui-toast-icon ui-toast-icon-${content.kind}`} />
            <ToastContent className="ui-toast-content">
              <Text slot="title" className="ui-toast-title">
                {content.title}
              </Text>
              {content.paragraphs && (
                <Text slot="description" elementType="div" data-testid="error-paragraphs">
                  {content.paragraphs.map((line, i) => (
                    <p key={i} className="ui-toast-paragraph">
                      {line}
                    </p>
                  ))}
                </Text>
              )}
            </ToastContent>
            {/* RAC names it "Close" and closes the toast. */}
            <Button slot="close" variant="text" size="sm" icon={<CloseIcon />} className="ui-toast-close" />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
