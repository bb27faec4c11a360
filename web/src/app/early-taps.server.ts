import { LAZY_ATTRIBUTE } from '#web/lib/early-taps.ts';

/**
 * Holds a tap on a button, radio or checkbox that is not live yet and clicks it again once it is
 * (#web/lib/early-taps.ts says when). Inline at the end of the page's head (entry.server.tsx), so that it is there before
 * the first paint, and kept out of the app's code, which never needs it.
 */
export const EARLY_TAPS_SCRIPT = `(() => {
  var isPageLive = false;
  var liveControls = new WeakSet();
  var held = [];
  var isLive = function (control) {
    return control.hasAttribute('${LAZY_ATTRIBUTE}') ? liveControls.has(control) : isPageLive;
  };
  var replay = function () {
    held = held.filter(function (tap) {
      if (!tap.control.isConnected) return false;
      if (!isLive(tap.control)) return true;
      if (tap.pulse) tap.pulse.cancel();
      setTimeout(function () { tap.control.click(); });
      return false;
    });
  };
  // A radio or a checkbox whose click is cancelled goes back to how it was: chosen again later.
  var heldControl = function (event) {
    var control = event.target instanceof Element
      ? event.target.closest('button[type="button"], input[type="radio"], input[type="checkbox"]')
      : null;
    return control && !isLive(control) ? control : null;
  };
  // What leads to the click is kept from React too: it acts on the click alone, or not at all.
  ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keydown', 'keyup'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      if (heldControl(event)) event.stopImmediatePropagation();
    }, true);
  });
  document.addEventListener('click', function (event) {
    var control = heldControl(event);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.some(function (tap) { return tap.control === control; })) return;
    var shown = control.closest('label') || control;
    var pulse = shown.animate
      ? shown.animate([{ opacity: 1 }, { opacity: 0.45 }, { opacity: 1 }], { duration: 900, iterations: 12 })
      : null;
    held.push({ control: control, pulse: pulse });
  }, true);
  window.darEarlyTaps = {
    pageLive: function () { isPageLive = true; replay(); },
    buttonLive: function (button) { liveControls.add(button); replay(); },
  };
})();`;
