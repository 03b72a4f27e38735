/* podium: optional enhancements. Every page reads fully without this file.
   - tables with class "sortable": click a column heading to sort;
   - an input with data-filter="<table id>": filter the table's rows by their text, or
     by the text of their part data-filter-on selects (".player"), accents and case
     ignored;
   - a cell without data-sort sorts by its text;
   - a .site-search box: the site search (Pagefind), over http(s) only;
   - a figure with data-chart: its chart, drawn from the page's own numbers;
   - a button with data-print (hidden without this file): prints the page. */
(function () {
  "use strict";

  function cellValue(row, index, type) {
    var cell = row.children[index];
    if (!cell) return type === "num" ? -Infinity : "";
    var raw = cell.hasAttribute("data-sort") ? cell.getAttribute("data-sort") : cell.textContent.trim();
    if (type === "num") {
      var n = parseFloat(raw.replace(/^[^\d.+-]+/, ""));  // a power's letter before the score
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
    var on = input.getAttribute("data-filter-on");
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
          var part = on ? row.querySelector(on) : null;
          var text = (part || row).textContent;
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

  // Charts: drawn here, as SVG, from numbers the page already shows as text (a
  // board's table of centres by year; a chart's description), so that the pages of a
  // national archive carry no chart markup. The drawn chart is aria-hidden: the text is
  // what a screen reader reads, and what a page shows without this file. The stylesheet
  // colours each line by its class (pw-austria, ...); the same numbers always give the
  // same drawing.
  var SVG_NS = "http://www.w3.org/2000/svg";

  function svgNode(name, attrs, text) {
    var node = document.createElementNS(SVG_NS, name);
    Object.keys(attrs).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function chartSvg(kind, width, height) {
    return svgNode("svg", { "class": "chart chart-" + kind, viewBox: "0 0 " + width + " " + height,
      "aria-hidden": "true", focusable: "false" });
  }

  // A coordinate with at most one decimal, and no "-0".
  function fmt(x) { return String(Number(x.toFixed(1))); }

  // A coordinate of the centre chart, to the nearest unit (half a unit up).
  function whole(x) { return Math.floor(x + 0.5); }

  function cells(row, from) { return Array.prototype.slice.call(row.cells, from); }

  var CENTRES = { w: 640, h: 300, left: 36, right: 16, top: 12, bottom: 28 };
  var SOLO = 18; // the centres that win a standard game outright: a dashed line

  // The top of the y axis for counts up to largest: the next even number (at least 4), so
  // the lines use the chart's height; from 15 centres on, the solo line is shown too.
  function axisTop(largest) {
    var top = Math.max(4, largest + largest % 2);
    return largest >= SOLO - 3 ? Math.max(top, SOLO) : top;
  }

  function axisLabel(x, y, text, minor) {
    var attrs = { x: x, y: y };
    if (minor) attrs["class"] = "minor"; // left out on small screens, where text is larger
    return svgNode("text", attrs, text);
  }

  // A board's supply centres by year, from its table: a line per power with a count for
  // every year (a power with "–" for some has none), and a dot on every year (zero-length
  // strokes with round caps). Both paths go from year to year by relative moves.
  function centresChart(table) {
    var c = CENTRES;
    var years = cells(table.tHead.rows[0], 1).map(function (th) { return th.textContent; });
    var series = [];
    Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
      var counts = cells(row, 1).map(function (td) { return td.textContent; });
      var power = row.querySelector(".power");
      if (!power || !counts.every(function (n) { return /^\d+$/.test(n); })) return;
      series.push({ power: /pw-[\w-]+/.exec(power.className)[0], label: power.textContent,
        values: counts.map(Number) });
    });
    if (!series.length) return null;
    var top = axisTop(Math.max.apply(null, series.map(function (s) {
      return Math.max.apply(null, s.values);
    })));
    var plotW = c.w - c.left - c.right, plotH = c.h - c.top - c.bottom;
    var n = Math.max(years.length - 1, 1);
    var xs = years.map(function (year, i) { return whole(c.left + plotW * i / n); });
    function height(v) { return c.top + plotH * (1 - v / top); }
    var svg = chartSvg("centres", c.w, c.h);
    var grid = svgNode("g", { "class": "grid" }), lines = "", v;
    for (v = 0; v <= top; v += 2) {
      if (v !== SOLO) lines += "M" + c.left + " " + whole(height(v)) + "H" + (c.w - c.right);
    }
    grid.appendChild(svgNode("path", { d: lines }));
    if (top >= SOLO) {
      grid.appendChild(svgNode("path", { "class": "solo",
        d: "M" + c.left + " " + whole(height(SOLO)) + "H" + (c.w - c.right) }));
    }
    var yLabels = svgNode("g", { "text-anchor": "end" });
    for (v = 0; v <= top; v += 2) {
      var major = v > 0 && v % (top > 10 ? 6 : 2) === 0;
      yLabels.appendChild(axisLabel(c.left - 6, whole(height(v) + 4), String(v), !major));
    }
    var xLabels = svgNode("g", { "text-anchor": "middle" });
    years.forEach(function (year, i) {
      xLabels.appendChild(axisLabel(xs[i], c.h - 8, year, years.length > 5 && i % 2 === 1));
    });
    grid.appendChild(yLabels);
    grid.appendChild(xLabels);
    svg.appendChild(grid);
    series.forEach(function (s) {
      var at = s.values.map(function (count, i) { return [xs[i], whole(height(count))]; });
      var steps = at.slice(1).map(function (p, i) {
        return (p[0] - at[i][0]) + " " + (p[1] - at[i][1]);
      });
      var start = "M" + at[0][0] + " " + at[0][1];
      var group = svgNode("g", { "class": "pw " + s.power });
      group.appendChild(svgNode("title", {}, s.label));
      group.appendChild(svgNode("path", { d: steps.length ? start + "l" + steps.join(" ") : start }));
      group.appendChild(svgNode("path", { "class": "dots", d: start + "h0" +
        steps.map(function (step) { return "m" + step + "h0"; }).join("") }));
      svg.appendChild(group);
    });
    return svg;
  }

  var RANK = { w: 320, left: 8, right: 8, row: 34, top: 18, label: 48 };

  // A player's rank at each event as a share of its field (data-points: [name, rank,
  // field], in the page's order): a row per event, 1st at the left, last at the right,
  // the rank written as "3/15" at the row's end.
  function rankChart(figure) {
    var r = RANK, points = JSON.parse(figure.getAttribute("data-points"));
    var left = r.left, right = r.w - r.right - 36;
    var svg = chartSvg("rank", r.w, r.top + r.row * points.length + 4);
    var grid = svgNode("g", { "class": "grid" });
    grid.appendChild(svgNode("text", { x: left, y: 11 }, figure.getAttribute("data-first")));
    grid.appendChild(svgNode("text", { x: right, y: 11, "text-anchor": "end" },
      figure.getAttribute("data-last")));
    svg.appendChild(grid);
    points.forEach(function (p, i) {
      var name = p[0], rank = p[1], field = p[2], top = r.top + r.row * i;
      var share = field > 1 ? (rank - 1) / (field - 1) : 0;
      var letters = Array.from(name);
      var short = letters.length <= r.label ? name
        : letters.slice(0, r.label - 1).join("").trimEnd() + "…";
      var track = fmt(top + 22);
      var row = svgNode("g", { "class": "rank-row" });
      row.appendChild(svgNode("title", {}, name + ": " + rank + "/" + field));
      row.appendChild(svgNode("text", { "class": "rank-label", x: left, y: fmt(top + 11) }, short));
      row.appendChild(svgNode("line", { "class": "rank-track", x1: left, x2: right,
        y1: track, y2: track }));
      row.appendChild(svgNode("circle", { "class": "rank-dot",
        cx: fmt(left + (right - left) * share), cy: track, r: 5 }));
      row.appendChild(svgNode("text", { "class": "rank-value", x: r.w - r.right,
        y: fmt(top + 26), "text-anchor": "end" }, rank + "/" + field));
      svg.appendChild(row);
    });
    return svg;
  }

  var LINE = { w: 320, h: 96, left: 40, right: 8, top: 8, bottom: 8 };

  // One value over time (data-values, oldest first): a line with a dot at each value, the
  // lowest and highest labelled at the left (data-low, data-high, as the page writes them).
  function lineChart(figure) {
    var c = LINE, values = JSON.parse(figure.getAttribute("data-values"));
    var low = Math.min.apply(null, values), high = Math.max.apply(null, values);
    var span = (high - low) || 1, plotW = c.w - c.left - c.right, plotH = c.h - c.top - c.bottom;
    var n = Math.max(values.length - 1, 1);
    var points = values.map(function (value, i) {
      return fmt(c.left + plotW * i / n) + "," + fmt(c.top + plotH * (high - value) / span);
    });
    var bottom = fmt(c.top + plotH);
    var svg = chartSvg("line", c.w, c.h);
    var grid = svgNode("g", { "class": "grid" });
    grid.appendChild(svgNode("line", { x1: c.left, x2: c.w - c.right, y1: c.top, y2: c.top }));
    grid.appendChild(svgNode("line", { x1: c.left, x2: c.w - c.right, y1: bottom, y2: bottom }));
    grid.appendChild(svgNode("text", { x: c.left - 6, y: c.top + 4, "text-anchor": "end" },
      figure.getAttribute("data-high")));
    grid.appendChild(svgNode("text", { x: c.left - 6, y: fmt(c.top + plotH + 4),
      "text-anchor": "end" }, figure.getAttribute("data-low")));
    svg.appendChild(grid);
    svg.appendChild(svgNode("polyline", { "class": "line", points: points.join(" "), fill: "none",
      "stroke-width": "2.5", "stroke-linejoin": "round" }));
    svg.appendChild(svgNode("path", { "class": "line-dots", "stroke-width": "6",
      "stroke-linecap": "round", d: points.map(function (p) { return "M" + p + "h0"; }).join("") }));
    return svg;
  }

  // A figure[data-chart] gets its chart. A board's is hidden until drawn (its table is on
  // the page anyway); a chart with a description (.chart-text) shows the description
  // without this file, and keeps it for screen readers once the chart is drawn.
  function drawChart(figure) {
    var kind = figure.getAttribute("data-chart");
    var svg = kind === "centres" ? centresChart(figure.closest("section").querySelector("table.centres"))
      : kind === "rank" ? rankChart(figure) : lineChart(figure);
    if (!svg) return;
    figure.appendChild(svg);
    var text = figure.querySelector(".chart-text");
    if (text) text.classList.add("vh");
    figure.hidden = false;
  }

  /* A table's box wider than its content shows it (a shadow at the edge, from the CSS)
     and says it, in a hint above the box; again when the window's width changes. */
  function markWide() {
    var hint = document.body.getAttribute("data-scroll-hint");
    Array.prototype.forEach.call(document.querySelectorAll(".scroll"), function (box) {
      var wide = box.scrollWidth > box.clientWidth + 1;
      var shown = box.previousElementSibling;
      if (!shown || !shown.classList.contains("scroll-more")) {
        if (!wide || !hint) return;
        shown = document.createElement("p");
        shown.className = "hint scroll-more";
        shown.setAttribute("aria-hidden", "true");
        shown.textContent = hint;
        box.parentNode.insertBefore(shown, box);
      }
      box.classList.toggle("wide", wide);
      shown.hidden = !wide;
    });
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll("figure[data-chart]"), drawChart);
    Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), makeSortable);
    Array.prototype.forEach.call(document.querySelectorAll("input[data-filter]"), makeFilter);
    Array.prototype.forEach.call(document.querySelectorAll(".site-search[data-bundle]"), makeSearch);
    Array.prototype.forEach.call(document.querySelectorAll("button[data-print]"), makePrint);
    markWide();  // last: the sorting buttons change the headings' widths
    window.addEventListener("resize", markWide);
    window.addEventListener("load", markWide);
  }

  function makePrint(button) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();

/* Print: each A4 sheet shows at its foot the page's address (its
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
