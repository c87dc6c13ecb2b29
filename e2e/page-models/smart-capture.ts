import { expect, type Page } from '@playwright/test';

/** Smart Product Entry, opened from the floating button or an add dialog's 'Smart Capture' tab. */
export class SmartCapturePanel {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Smart Product Entry' });
  }

  async openFromQuickActions() {
    await this.page.getByRole('button', { name: 'Quick actions' }).click();
    await this.page.getByRole('button', { name: 'Smart Capture' }).click();
    await expect(this.dialog().getByRole('button', { name: 'Choose File' })).toBeVisible();
  }

  async chooseFile(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.dialog().getByLabel('Product photo file').setInputFiles(file);
  }

  identifiedCard() {
    return this.dialog().getByText('Product Identified');
  }

  /** The read-mode value shown under a field's label. */
  field(label: string) {
    return this.dialog().getByLabel(label, { exact: true });
  }

  async edit() {
    await this.dialog().getByRole('button', { name: 'Edit details' }).click();
  }

  /** 'Already in your inventory': the identified product matches an item the angler has. */
  matchNotice() {
    return this.dialog().getByRole('region', { name: 'Already in your inventory' });
  }

  async addToInventory() {
    await this.dialog().getByRole('button', { name: 'Add to Inventory' }).click();
  }
}

/**
 * Replaces the browser's camera with a canvas stream showing packaging text: a fake camera that
 * still goes through getUserMedia, the video element and the capture canvas.
 */
export async function installFakeCamera(page: Page, lines: readonly string[]) {
  await page.addInitScript((text: readonly string[]) => {
    const constraintsSeen: MediaStreamConstraints[] = [];
    (window as unknown as { __cameraConstraints: MediaStreamConstraints[] }).__cameraConstraints = constraintsSeen;
    const stopped: boolean[] = [];
    (window as unknown as { __cameraStopped: boolean[] }).__cameraStopped = stopped;
    navigator.mediaDevices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
      constraintsSeen.push(constraints ?? {});
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 720;
      const context = canvas.getContext('2d')!;
      const draw = () => {
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#000000';
        text.forEach((line, index) => {
          context.font = index === 0 ? 'bold 96px sans-serif' : '72px sans-serif';
          context.fillText(line, 60, 160 + index * 150);
        });
      };
      draw();
      const timer = setInterval(draw, 100);
      const stream = canvas.captureStream(10);
      for (const track of stream.getVideoTracks()) {
        const stop = track.stop.bind(track);
        track.stop = () => {
          clearInterval(timer);
          stopped.push(true);
          stop();
        };
      }
      return stream;
    };
  }, lines);
}
