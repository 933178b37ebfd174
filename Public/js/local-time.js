// Every <time class="local-time" datetime="…"> shows the moment in the browser's time zone (the
// page says it in UTC without the script); the UTC text stays in the title.
(function () {
  "use strict";
  for (const element of document.querySelectorAll("time.local-time[datetime]")) {
    const date = new Date(element.getAttribute("datetime"));
    if (isNaN(date.getTime())) continue;
    element.title = element.textContent;
    element.textContent = date.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  }
})();
