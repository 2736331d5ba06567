// The shell's toast. The live region is always in the page, empty between toasts, so screen readers
// announce each text as it arrives (a region inserted together with its text is often not announced).
import { useToastText } from './toastStore';
import styles from './Toast.module.css';

export function Toast() {
  const text = useToastText();
  return (
    <div className={styles.toast} role="status" aria-live="polite">
      {text}
    </div>
  );
}
