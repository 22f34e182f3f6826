import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './Modal.module.css';
import { IconButton } from './Button.tsx';
import { ArrowLeftIcon, CloseIcon } from './icons.tsx';
import { focusLost, isTopTrap, useFocusTrap } from './focus.ts';
import { cx } from './cx.ts';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onDismiss: () => void;
  /** The dialog's title; it names the dialog (aria-labelledby). */
  title: ReactNode;
  children: ReactNode;
  /** Shows a back arrow before the title (multi-view dialogs like the token selector). */
  onBack?: () => void;
  hideCloseButton?: boolean;
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false when a click on the backdrop must not close it (e.g. while a transaction is pending). */
  dismissOnBackdrop?: boolean;
  className?: string;
  bodyClassName?: string;
}

let openCount = 0;

/**
 * An accessible dialog in a portal: role="dialog", aria-modal, named by its
 * title, focus trapped inside, Escape closes, focus returns to the opener.
 * 320-420 px wide on desktop; a full-width bottom sheet on phones.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalContent {...props} />, document.body);
}

function ModalContent({
  onDismiss,
  title,
  children,
  onBack,
  hideCloseButton = false,
  initialFocusRef,
  dismissOnBackdrop = true,
  className,
  bodyClassName,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, true, { initialFocus: initialFocusRef });

  useEffect(() => {
    // Lock page scroll while any modal is open.
    openCount += 1;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = previous;
    };
  }, []);

  // Escape closes the top dialog even when focus fell out of it (its focused control was re-rendered away, as
  // when a confirmation turns into its "submitted" step): the dialog's own keydown handler never hears it then.
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  useEffect(() => {
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && focusLost() && isTopTrap(dialogRef.current)) dismissRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
    }
  };

  return (
    <div
      className={styles.overlay}
      onMouseDown={(e) => {
        if (dismissOnBackdrop && e.target === e.currentTarget) onDismiss();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={cx(styles.modal, className)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          {onBack && (
            <IconButton label={t('Back')} onClick={onBack} size="sm">
              <ArrowLeftIcon className="fs-flip-rtl" />
            </IconButton>
          )}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <IconButton label={t('Close')} onClick={onDismiss} size="sm">
              <CloseIcon />
            </IconButton>
          )}
        </div>
        <div className={cx(styles.body, bodyClassName)}>{children}</div>
      </div>
    </div>
  );
}
