/* podium: optional enhancements. Every page reads fully without this file.
   - tables with class "sortable": click a column heading to sort;
   - an input with data-filter="<table id>": filter the table's rows by name. */
(function () {
  "use strict";

  function cellValue(row, index, type) {
    var cell = row.children[index];
    if (!cell) return type === "num" ? -Infinity : "";
    var raw = cell.hasAttribute("data-sort") ? cell.getAttribute("data-sort") : cell.textContent.trim();
    if (type === "num") {
      var n = parseFloat(raw);
      return isNaN(n) ? -Infinity : n;
    }
    return raw.toLowerCase();
  }

  function sortTable(table, index, type, th) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var ascending = th.getAttribute("aria-sort") !== "ascending";
    if (!th.hasAttribute("aria-sort") && type === "num" && index > 0) ascending = false;
    rows.forEach(function (row, i) { row.dataset.order = row.dataset.order || String(i); });
    rows.sort(function (a, b) {
      var x = cellValue(a, index, type), y = cellValue(b, index, type);
      var c = x < y ? -1 : x > y ? 1 : 0;
      if (c === 0) return Number(a.dataset.order) - Number(b.dataset.order);
      return ascending ? c : -c;
    });
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (cell) { cell.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    rows.forEach(function (row) { body.appendChild(row); });
  }

  function makeSortable(table) {
    if (!table.tHead || table.tBodies.length !== 1) return;
    var hint = table.getAttribute("data-sort-hint") || "";
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, index) {
      var type = th.getAttribute("data-type");
      if (!type) return;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sort";
      if (hint) button.title = hint;
      while (th.firstChild) button.appendChild(th.firstChild);
      th.appendChild(button);
      button.addEventListener("click", function () { sortTable(table, index, type, th); });
    });
  }

  function makeFilter(input) {
    var table = document.getElementById(input.getAttribute("data-filter"));
    if (!table) return;
    var empty = document.querySelector(".filter-empty");
    var box = input.closest(".filter");
    if (box) box.hidden = false;
    function fold(text) {
      return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    }
    input.addEventListener("input", function () {
      var q = fold(input.value.trim());
      var shown = 0;
      Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
        var hit = fold(row.textContent).indexOf(q) !== -1;
        row.hidden = !hit;
        if (hit) shown += 1;
      });
      if (empty) {
        empty.textContent = shown ? "" : input.getAttribute("data-empty");
        empty.hidden = shown !== 0;
      }
    });
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), makeSortable);
    Array.prototype.forEach.call(document.querySelectorAll("input[data-filter]"), makeFilter);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();

/* Print (issue 17, item 11): each A4 sheet shows at its foot the page's address (its
   canonical one when the site has a url) and the day it was printed. The built pages
   carry no date of their own, so that a rebuild leaves unchanged pages byte-identical. */
(function () {
  "use strict";
  var footer = document.querySelector("[data-printed]");
  if (!footer) return;
  var canonical = document.querySelector('link[rel="canonical"]');
  var address = canonical ? canonical.href : location.href;
  var day = new Date().toLocaleDateString(document.documentElement.lang || undefined,
    { year: "numeric", month: "long", day: "numeric" });
  var printed = footer.getAttribute("data-printed").replace("{date}", day);
  var style = document.createElement("style");
  style.media = "print";
  style.textContent = "@page { @bottom-left { content: " + JSON.stringify(address) +
    "; } @bottom-right { content: " + JSON.stringify(printed) + "; } }";
  document.head.appendChild(style);
})();
