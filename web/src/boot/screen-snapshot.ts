// Inlined into index.html after #root (web/build/boot-scripts.ts): the picture of this screen as it
// last opened (lib/screen-snapshot.ts takes it), shown until the app has drawn the screen live.
// Only over the built app's stylesheet (the dev server adds styles from scripts), and only as
// lib/screen-snapshot-rules.ts allows. Inert and hidden from assistive technology.
import { currentAddress, snapshotToShow } from '../lib/screen-snapshot-rules';

/** However the live screen fares, the picture never stays longer than this. */
const LONGEST_MS = 4000;

const address = currentAddress();
const root = document.getElementById('root');
const styled = document.querySelector('link[rel="stylesheet"]') !== null;
const shot = styled && root ? snapshotToShow(address, Date.now()) : undefined;

if (root && shot) {
  const picture = document.createElement('div');
  picture.inert = true;
  picture.setAttribute('aria-hidden', 'true');
  picture.setAttribute('data-screen-snapshot', '');
  picture.style.cssText =
    'position:fixed;inset:0;z-index:100;overflow:hidden;pointer-events:none;background:var(--background)';
  picture.innerHTML = shot.html;
  document.body.appendChild(picture);

  // Gone once the live screen has its answer (in the same task that renders it, so nothing
  // flashes between the two), the address changes (a redirect), the person presses anything,
  // or after LONGEST_MS whatever happened.
  const watch = new MutationObserver(() => {
    if (currentAddress() !== address || root.querySelector('[data-screen-ready]')) done();
  });
  const timer = setTimeout(done, LONGEST_MS);
  function done() {
    watch.disconnect();
    clearTimeout(timer);
    picture.remove();
    removeEventListener('pointerdown', done, true);
    removeEventListener('keydown', done, true);
  }
  watch.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-screen-ready'] });
  addEventListener('pointerdown', done, true);
  addEventListener('keydown', done, true);
}
