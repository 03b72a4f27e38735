/* podium: optional enhancements. Every page reads fully without this file.
   - tables with class "sortable": click a column heading to sort;
   - an input with data-filter="<table id>": filter the table's rows by name (a row's
     data-filter-name, else its text), accents and case ignored;
   - a .site-search box: the site search (Pagefind), over http(s) only. */
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

  // A table's rows, but the headings of row groups (tr.group-head).
  function dataRows(body) {
    return Array.prototype.filter.call(body.rows, function (row) {
      return !row.classList.contains("group-head");
    });
  }

  // Rows are sorted within their group (tbody): a ranking's top table stays first.
  function sortTable(table, index, type, th) {
    var ascending = th.getAttribute("aria-sort") !== "ascending";
    if (!th.hasAttribute("aria-sort") && type === "num" && index > 0) ascending = false;
    Array.prototype.forEach.call(table.tBodies, function (body) {
      var rows = dataRows(body);
      rows.forEach(function (row, i) { row.dataset.order = row.dataset.order || String(i); });
      rows.sort(function (a, b) {
        var x = cellValue(a, index, type), y = cellValue(b, index, type);
        var c = x < y ? -1 : x > y ? 1 : 0;
        if (c === 0) return Number(a.dataset.order) - Number(b.dataset.order);
        return ascending ? c : -c;
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (cell) { cell.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
  }

  function makeSortable(table) {
    if (!table.tHead || !table.tBodies.length) return;
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
    var box = input.closest(".filter");
    var empty = (box ? box.parentElement : document).querySelector(".filter-empty");
    if (box) box.hidden = false;
    // accents folded, and the apostrophes phones type (’ ‘ ʼ) read as the plain one
    function fold(text) {
      return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
        .replace(/[\u2018\u2019\u02bc]/g, "'").toLowerCase();
    }
    input.addEventListener("input", function () {
      var q = fold(input.value.trim());
      var shown = 0;
      Array.prototype.forEach.call(table.tBodies, function (body) {
        var inGroup = 0;
        dataRows(body).forEach(function (row) {
          var text = row.getAttribute("data-filter-name") || row.textContent;
          var hit = fold(text).indexOf(q) !== -1;
          row.hidden = !hit;
          if (hit) inGroup += 1;
        });
        Array.prototype.forEach.call(body.querySelectorAll("tr.group-head"), function (head) {
          head.hidden = inGroup === 0;
        });
        shown += inGroup;
      });
      if (empty) {
        empty.textContent = shown ? "" : input.getAttribute("data-empty");
        empty.hidden = shown !== 0;
      }
    });
  }

  // The site search (Pagefind), only over http(s) (it fetches its index); without
  // JavaScript, or from file://, the box stays hidden. The page shows a plain field; the
  // UI (its script and style) is loaded from the site itself once the field is used.
  function makeSearch(box) {
    if (location.protocol !== "http:" && location.protocol !== "https:") return;
    var field = document.createElement("input");
    field.type = "search";
    field.className = "search-field";
    field.placeholder = box.getAttribute("data-placeholder");
    field.setAttribute("aria-label", field.placeholder);
    box.appendChild(field);
    box.hidden = false;
    function use() {
      field.removeEventListener("focus", use);
      field.removeEventListener("input", use);
      loadSearch(box, field);
    }
    field.addEventListener("focus", use);
    field.addEventListener("input", use);
  }

  function loadSearch(box, field) {
    var bundle = new URL(box.getAttribute("data-bundle"), location.href).pathname;
    var css = document.createElement("link");
    css.rel = "stylesheet";
    css.href = bundle + "pagefind-ui.css";
    document.head.appendChild(css);
    var script = document.createElement("script");
    script.src = bundle + "pagefind-ui.js";
    script.onload = function () {
      var typed = field.value;
      box.removeChild(field);
      var ui = new window.PagefindUI({
        element: box,
        bundlePath: bundle,
        baseUrl: bundle.slice(0, bundle.length - "pagefind/".length),
        showImages: false,
        showSubResults: false,
        resetStyles: false,
        translations: { placeholder: box.getAttribute("data-placeholder") }
      });
      // Pagefind names its box by a title only: give it a real accessible name
      var input = box.querySelector("input");
      if (input) {
        input.setAttribute("aria-label", box.getAttribute("data-placeholder"));
        input.focus();
      }
      if (typed) ui.triggerSearch(typed);
    };
    document.head.appendChild(script);
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), makeSortable);
    Array.prototype.forEach.call(document.querySelectorAll("input[data-filter]"), makeFilter);
    Array.prototype.forEach.call(document.querySelectorAll(".site-search[data-bundle]"), makeSearch);
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
