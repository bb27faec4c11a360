import { LAZY_ATTRIBUTE } from '#web/lib/early-taps.ts';

/**
 * Holds a tap on a button that is not live yet and clicks it again once it is (#web/lib/early-taps.ts
 * says when). Inline at the end of the page's head (entry.server.tsx), so that it is there before
 * the first paint, and kept out of the app's code, which never needs it.
 */
export const EARLY_TAPS_SCRIPT = `(() => {
  var isPageLive = false;
  var liveButtons = new WeakSet();
  var held = [];
  var isLive = function (button) {
    return button.hasAttribute('${LAZY_ATTRIBUTE}') ? liveButtons.has(button) : isPageLive;
  };
  var replay = function () {
    held = held.filter(function (tap) {
      if (!tap.button.isConnected) return false;
      if (!isLive(tap.button)) return true;
      if (tap.pulse) tap.pulse.cancel();
      setTimeout(function () { tap.button.click(); });
      return false;
    });
  };
  var heldButton = function (event) {
    var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    return button && !isLive(button) ? button : null;
  };
  // What leads to a click is kept from React too: seen on a part it cannot hydrate yet, React
  // drops the server's HTML of that part (the tapped button with it) and shows it empty.
  ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keydown', 'keyup'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      if (heldButton(event)) event.stopImmediatePropagation();
    }, true);
  });
  document.addEventListener('click', function (event) {
    var button = heldButton(event);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.some(function (tap) { return tap.button === button; })) return;
    var pulse = button.animate
      ? button.animate([{ opacity: 1 }, { opacity: 0.45 }, { opacity: 1 }], { duration: 900, iterations: 12 })
      : null;
    held.push({ button: button, pulse: pulse });
  }, true);
  window.darEarlyTaps = {
    pageLive: function () { isPageLive = true; replay(); },
    buttonLive: function (button) { liveButtons.add(button); replay(); },
  };
})();`;
