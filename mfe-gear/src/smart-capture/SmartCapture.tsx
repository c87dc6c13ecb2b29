// Exposed as 'gear/SmartCapture': the shell's floating button opens it in a dialog.
import { SmartCapturePanel, type SmartCapturePanelProps } from './SmartCapturePanel';

export type { SmartCapturePanelProps } from './SmartCapturePanel';
export { SmartCapturePanel } from './SmartCapturePanel';

export default function SmartCapture(props: SmartCapturePanelProps) {
  return <SmartCapturePanel {...props} />;
}
