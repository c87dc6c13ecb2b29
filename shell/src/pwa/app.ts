import { startServiceWorker, type UpdateStore } from './register';

/** The app's service worker, with the 'Update available — reload' notice (loaded only when offered). */
export function startAppServiceWorker(): Promise<UpdateStore> {
  return startServiceWorker({
    showNotice: (updates) => {
      void import(/* webpackChunkName: "update-notice" */ './notice').then((notice) => notice.mountUpdateNotice(updates));
    },
  });
}
