/* global document */
// The public pages' share buttons (functions/core/public-pages/html.ts shareBlock): the phone's
// share sheet where the browser has one, and "Copy link". The page's plain links work without it.
(function () {
  document.querySelectorAll('[data-share-url]').forEach(function (block) {
    var url = block.getAttribute('data-share-url');
    var title = block.getAttribute('data-share-title') || document.title;
    var native = block.querySelector('[data-share="native"]');
    var copy = block.querySelector('[data-share="copy"]');
    var status = block.querySelector('[data-share="status"]');
    var say = function (text) {
      if (status) status.textContent = text;
    };
    if (native && navigator.share) {
      native.hidden = false;
      native.addEventListener('click', function () {
        navigator.share({ title: title, url: url }).catch(function () {});
      });
    }
    if (copy && navigator.clipboard) {
      copy.hidden = false;
      copy.addEventListener('click', function () {
        navigator.clipboard.writeText(url).then(
          function () {
            say('Link copied.');
          },
          function () {
            say('Could not copy the link.');
          },
        );
      });
    }
  });
})();
