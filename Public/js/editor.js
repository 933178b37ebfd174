// Conveniences for the campaign editor. The form works without this file: every button posts.
(function () {
  "use strict";
  const form = document.getElementById("campaign-form");
  if (!form) return;

  // A native colour picker next to each hex field (alpha stays in the text field).
  for (const input of form.querySelectorAll("input[data-color]")) {
    const picker = document.createElement("input");
    picker.type = "color";
    picker.className = "color-picker";
    picker.setAttribute("aria-label", "Pick " + (input.labels[0] ? input.labels[0].textContent : "colour"));
    // An empty field stands for its default (Braze's, or the light field's for a dark one):
    // the swatch shows that colour, marked "default".
    const tag = input.parentElement.querySelector(".default-tag");
    const effective = (field) => {
      if (!field) return "";
      if (field.value.trim()) return field.value.trim();
      if (field.dataset.defaultFrom) return effective(document.getElementById(field.dataset.defaultFrom));
      return field.dataset.default || "";
    };
    const sync = () => {
      const match = /^#?(?:([0-9a-f]{2}))?([0-9a-f]{6})$/i.exec(effective(input));
      if (match) picker.value = "#" + match[2].toLowerCase();
      const isDefault = !input.value.trim();
      input.parentElement.classList.toggle("is-default", isDefault);
      if (tag) tag.hidden = !isDefault;
    };
    sync();
    input.addEventListener("input", sync);
    // A dark field showing its light field's colour follows that field.
    if (input.dataset.defaultFrom) {
      const source = document.getElementById(input.dataset.defaultFrom);
      if (source) source.addEventListener("input", sync);
    }
    picker.addEventListener("input", () => {
      const alpha = /^#?([0-9a-f]{2})[0-9a-f]{6}$/i.exec(input.value.trim());
      input.value = (alpha && alpha[1].toUpperCase() !== "FF" ? "#" + alpha[1].toUpperCase() : "#") + picker.value.slice(1).toUpperCase();
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    input.insertAdjacentElement("afterend", picker);
  }

  // A new campaign's id is offered from its name as you type, until you write one yourself
  // (the server makes the same one when the id is left empty).
  const idField = form.querySelector("#f-id");
  const nameField = form.querySelector("#f-name");
  if (idField && nameField) {
    let ownID = idField.value !== "";
    const slug = (text) => text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[^a-z0-9]+/g, "-").replace(/^-+/, "").slice(0, 64).replace(/-+$/, "");
    idField.addEventListener("input", () => { ownID = idField.value !== ""; });
    nameField.addEventListener("input", () => { if (!ownID) idField.value = slug(nameField.value); });
  }

  // The dark theme's colours only matter when the message has one.
  const darkToggle = form.querySelector("input[name=dark_enabled]");
  const darkGrid = form.querySelector(".dark-theme");
  if (darkToggle && darkGrid) {
    const update = () => { darkGrid.hidden = !darkToggle.checked; };
    darkToggle.addEventListener("change", update);
    update();
  }

  // URL fields only matter for "Open a URL", and Braze Action builders for "Run Braze Actions".
  for (const select of form.querySelectorAll("select[name$=action]")) {
    const prefix = select.name.replace(/(click_)?action$/, "");
    const uri = form.querySelector("input[name='" + prefix + "uri']");
    const field = uri ? uri.closest(".field") : null;
    const builder = form.querySelector(".braze-action[data-for='" + select.name + "']");
    if (!field && !builder) continue;
    const update = () => {
      if (field) field.hidden = select.value !== "url";
      if (builder) builder.hidden = select.value !== "braze";
    };
    select.addEventListener("change", update);
    update();
  }
})();

// The translations table's cells grow with their text (without the script they scroll).
(function () {
  "use strict";
  const table = document.getElementById("translations-table");
  if (!table) return;
  const fit = (area) => {
    area.style.height = "auto";
    area.style.height = area.scrollHeight + 2 + "px";
  };
  for (const area of table.querySelectorAll("textarea")) fit(area);
  table.addEventListener("input", (event) => { if (event.target.matches("textarea")) fit(event.target); });
})();

// The row buttons ("Add a row", "Add a trigger", "Add a locale", ↑, ↓, ✕) post the form and the
// page comes back: it comes back where it was, not at the top.
(function () {
  "use strict";
  const form = document.getElementById("campaign-form");
  if (!form || !window.sessionStorage) return;
  const key = "vitrine.editor.rowScroll";
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) || "null");
    sessionStorage.removeItem(key);
    if (saved && saved.action === form.action) window.scrollTo(0, saved.y);
  } catch (ignored) { /* storage unavailable: the page starts at the top */ }
  form.addEventListener("submit", (event) => {
    const button = event.submitter;
    if (!button || button.name !== "op" || button.value === "save" || button.hasAttribute("formaction")) return;
    try { sessionStorage.setItem(key, JSON.stringify({ action: form.action, y: window.scrollY })); } catch (ignored) { /* private mode */ }
  });
})();

// Live preview: re-render the message in the side frame while the user types.
(function () {
  "use strict";
  const form = document.getElementById("campaign-form");
  const button = document.getElementById("preview-button");
  if (!form || !button || !form.requestSubmit) return;
  let timer = null;
  const refresh = () => {
    clearTimeout(timer);
    timer = setTimeout(() => form.requestSubmit(button), 350);
  };
  form.addEventListener("input", refresh);
  form.addEventListener("change", refresh);
  refresh();

  // The device fits the pane and the window (on unless turned off): each preview document
  // reports its size at 1:1 once loaded.
  const frame = document.getElementById("live-preview-frame");
  const box = document.getElementById("live-preview-fit");
  const toggle = document.getElementById("live-preview-fit-toggle");
  if (!frame || !box || !toggle || !window.Vitrine) return;
  let size = null;
  // The pane sticks 1rem below the window's top and the save bar to its bottom: the device takes
  // the height between them, below the pane's own controls.
  const actions = form.querySelector(".form-actions");
  const fit = () => {
    if (!size) return;
    const pane = box.parentElement;
    const above = box.getBoundingClientRect().top - pane.getBoundingClientRect().top;
    const below = actions ? actions.offsetHeight : 0;
    const room = toggle.checked
      ? { width: pane.clientWidth, height: Math.max(240, window.innerHeight - 16 - above - below - 8) }
      : { width: Infinity, height: Infinity };
    Vitrine.fitFrame(box, frame, size, room);
  };
  Vitrine.onFrameSize(frame, (reported) => {
    size = reported;
    fit();
  });
  Vitrine.fitToggle(toggle, fit);
  window.addEventListener("resize", fit);
})();

// HTML diagnostics while typing: the HTML is sent to the validator (POST /api/validate) a moment
// after each change and the list under the code area is rebuilt in place. Without the script
// the list comes with each save.
(function () {
  "use strict";
  const area = document.getElementById("f-html");
  const report = document.getElementById("html-report");
  if (!area || !report || !window.fetch || !window.Vitrine) return;
  let timer = null;
  let sent = 0;
  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const show = (diagnostics, source) => {
    report.replaceChildren();
    if (!source.trim()) return;
    if (diagnostics.length === 0) {
      const clean = element("p", "notice", "The validator found nothing to report.");
      clean.id = "html-clean";
      report.append(clean);
      return;
    }
    const lines = source.split("\n");
    const list = element("ol", "html-diagnostics");
    list.id = "html-diagnostics";
    list.setAttribute("aria-label", "Validator diagnostics");
    list.dataset.live = "1";
    for (const d of diagnostics) {
      const item = element("li", "diagnostic severity-" + d.severity);
      item.dataset.line = String(d.line);
      item.dataset.rule = d.rule;
      item.append(element("span", "position", "Line " + d.line + ", column " + d.column), " ",
        element("span", "severity", d.severity), " " + d.message + " ", element("code", "rule", "[" + d.rule + "]"));
      const text = (lines[d.line - 1] || "").slice(0, 160).trim();
      if (text) {
        const excerpt = element("pre", "excerpt");
        excerpt.append(element("span", "line-number", String(d.line)), " " + text);
        item.append(excerpt);
      }
      list.append(item);
    }
    report.append(list);
  };
  const validate = async () => {
    const source = area.value.replace(/\r\n?/g, "\n");
    const number = ++sent;
    try {
      const response = await Vitrine.post(Vitrine.url("/api/validate"), source, { "Content-Type": "text/html; charset=utf-8" });
      if (!response.ok || number !== sent) return;
      show(await response.json(), source);
    } catch (error) {
      // The list from the last save stays; saving still validates.
    }
  };
  area.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(validate, 400);
  });
})();

// Braze Action steps: a step's argument inputs take the names of its type's arguments as the
// type changes (the server checks them on save).
(function () {
  "use strict";
  const form = document.getElementById("campaign-form");
  if (!form) return;
  for (const typeSelect of form.querySelectorAll("select[data-step-type]")) {
    const step = typeSelect.closest(".braze-step");
    const args = step ? step.querySelectorAll(".step-arg") : [];
    const relabel = () => {
      const option = typeSelect.selectedOptions[0];
      if (!option) return;
      args.forEach((field, index) => {
        const label = option.dataset["arg" + index] || "";
        field.hidden = label === "";
        field.querySelector("label").textContent = label;
        field.querySelector("input").placeholder = option.dataset["hint" + index] || "";
      });
    };
    typeSelect.addEventListener("change", relabel);
  }
})();

// The checker's findings while typing (contrast, alternative text, view types, Liquid, and the
// layout as the side preview draws it): the form is sent to the live check on load and a moment
// after each change, and the notes beside the fields and the Checks list above the form are
// rebuilt. Without the script the warnings come with each page and the errors with each save.
(function () {
  "use strict";
  const form = document.getElementById("campaign-form");
  const summary = document.getElementById("warning-summary");
  const list = document.getElementById("warning-list");
  if (!form || !summary || !list || !form.dataset.check || !window.fetch || !window.Vitrine) return;
  let timer = null;
  let sent = 0;
  // The errors a refused save already shows (its summary at the top, its note under a field) are
  // not repeated by the live check while they still hold.
  const serverSummary = document.querySelector(".error-summary");
  const shownByServer = (warning, field) =>
    warning.severity === "error" &&
    ((field && Array.from(field.querySelectorAll(".field-error")).some((note) => note.textContent.trim() === warning.message)) ||
      (!field && serverSummary !== null && serverSummary.textContent.includes(warning.message)));
  // An empty field the user has not touched yet (a row just added) is not called wrong before
  // anything is typed in it; a save still names it.
  const touched = new WeakSet();
  form.addEventListener("input", (event) => touched.add(event.target));
  form.addEventListener("change", (event) => touched.add(event.target));
  const untouchedAndEmpty = (input) => input && !touched.has(input) && "value" in input && input.value === "";
  const show = (checks) => {
    for (const old of form.querySelectorAll(".field-warning")) old.remove();
    list.replaceChildren();
    let listed = 0;
    for (const warning of checks) {
      const isError = warning.severity === "error";
      const input = warning.anchor ? document.getElementById(warning.anchor) : null;
      const field = input && form.contains(input) ? input.closest(".field") : null;
      if (shownByServer(warning, field)) continue;
      if (isError && field && untouchedAndEmpty(input)) continue;
      listed += 1;
      const item = document.createElement("li");
      if (isError) item.className = "is-error";
      if (warning.anchor) {
        const link = document.createElement("a");
        link.href = "#" + warning.anchor;
        link.textContent = warning.label || warning.anchor;
        item.append(link, ": ");
      }
      item.append(warning.message);
      list.append(item);
      // The validator's errors are listed under the HTML field already: no note repeats them.
      if (field && warning.source !== "validator") {
        const note = document.createElement("p");
        note.className = isError ? "field-warning is-error" : "field-warning";
        note.textContent = warning.message;
        field.append(note);
      }
    }
    summary.hidden = listed === 0;
    form.dataset.checked = String(sent);
  };
  const check = async () => {
    const number = ++sent;
    try {
      const body = new URLSearchParams(new FormData(form));
      const response = await Vitrine.post(form.dataset.check, body, { "Content-Type": "application/x-www-form-urlencoded" });
      if (!response.ok || number !== sent) return;
      show((await response.json()).checks);
    } catch (error) {
      // The warnings of the last page stay; saving shows them again.
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(check, 400);
  };
  form.addEventListener("input", schedule);
  form.addEventListener("change", schedule);
  schedule();
})();

// A field the browser refuses on save is scrolled to the middle of the window (clear of the
// sticky Save bar), and a colour field says which format it wants.
(function () {
  "use strict";
  const form = document.getElementById("campaign-form");
  if (!form) return;
  let scrolled = false;
  form.addEventListener("invalid", (event) => {
    const field = event.target;
    if (field.matches("input[data-color]") && field.validity.patternMismatch) {
      field.setCustomValidity("Write a colour as #RRGGBB or #AARRGGBB, for example #1B78CF.");
    }
    if (!scrolled) {
      scrolled = true;
      field.scrollIntoView({ block: "center" });
      setTimeout(() => { scrolled = false; }, 0);
    }
  }, true);
  form.addEventListener("input", (event) => {
    if (event.target.matches("input[data-color]")) event.target.setCustomValidity("");
  });
})();

// The variants box adds up its percentages as they are typed (the save checks them again).
(function () {
  const box = document.getElementById("variants");
  const total = document.getElementById("variant-total");
  if (!box || !total) return;
  const control = document.getElementById("f-control_enabled");
  function update() {
    let sum = 0;
    let complete = true;
    for (const input of box.querySelectorAll("input.variant-share")) {
      if (input.name === "control_percentage" && control && !control.checked) continue;
      const value = input.value.trim();
      if (value === "" || isNaN(Number(value))) { complete = false; continue; }
      sum += Number(value);
    }
    const wrong = !complete || Math.abs(sum - 100) > 0.0001;
    total.classList.toggle("is-error", wrong);
    total.textContent = "Total: " + (complete ? String(Math.round(sum * 10000) / 10000) : "?") + " %" +
      (wrong ? " (the percentages must add up to 100)" : "");
  }
  box.addEventListener("input", update);
  box.addEventListener("change", update);
})();
