import { LAZY_ATTRIBUTE } from '#web/lib/early-taps.ts';

/**
 * Holds a tap on a button, radio or checkbox, and a form's submission, that comes before its
 * element is live, and does it again once it is (#web/lib/early-taps.ts says when). Inline at the
 * end of the page's head (entry.server.tsx), so that it is there before the first paint, and kept
 * out of the app's code, which never needs it.
 */
export const EARLY_TAPS_SCRIPT = `(() => {
  var isPageLive = false;
  var liveElements = new WeakSet();
  var held = [];
  var isLive = function (element) {
    var part = element.closest('[${LAZY_ATTRIBUTE}]');
    return part ? liveElements.has(part) : isPageLive;
  };
  var replay = function () {
    held = held.filter(function (tap) {
      if (!tap.element.isConnected) return false;
      if (!isLive(tap.element)) return true;
      if (tap.pulse) tap.pulse.cancel();
      setTimeout(tap.again);
      return false;
    });
  };
  var hold = function (event, element, shown, again) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.some(function (tap) { return tap.element === element; })) return;
    var pulse = shown.animate
      ? shown.animate([{ opacity: 1 }, { opacity: 0.45 }, { opacity: 1 }], { duration: 900, iterations: 12 })
      : null;
    held.push({ element: element, pulse: pulse, again: again });
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
    if (control) hold(event, control, control.closest('label') || control, function () { control.click(); });
  }, true);
  // Sent by the browser itself, a form of the app goes to its own address with the fields in the
  // query string (a name and a phone number in the history and the logs) and nothing is sent.
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || isLive(form)) return;
    var submitter = event.submitter || null;
    hold(event, form, submitter || form, function () { form.requestSubmit(submitter); });
  }, true);
  window.darEarlyTaps = {
    pageLive: function () { isPageLive = true; replay(); },
    partLive: function (element) { liveElements.add(element); replay(); },
  };
})();`;
