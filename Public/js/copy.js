// Copy buttons: a <button data-copy="ID" hidden> copies the value of the field with that id to the
// clipboard and says so for two seconds. The buttons stay hidden without this script (the field
// itself can still be selected and copied).
(function () {
  "use strict";
  function copied(button, text) {
    const label = button.textContent;
    button.textContent = text;
    button.disabled = true;
    setTimeout(() => { button.textContent = label; button.disabled = false; }, 2000);
  }
  for (const button of document.querySelectorAll("button[data-copy]")) {
    const field = document.getElementById(button.dataset.copy);
    if (!field) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      const fallback = () => {
        field.select();
        copied(button, document.execCommand("copy") ? "Copied" : "Press Ctrl+C");
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(field.value).then(() => copied(button, "Copied"), fallback);
      } else {
        fallback();
      }
    });
  }
})();
