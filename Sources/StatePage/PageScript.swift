/// The page's one script: reads the JSON the page carries and builds the DOM from it with
/// `textContent` only (no value ever becomes markup), building collapsed parts when they are
/// opened so a 10,000-object state draws quickly. Standard DOM only (Chromium and Safari).
enum PageScript {
    static let javaScript = #"""
"use strict";
(function () {
  var root = document.documentElement;
  var errors = 0;
  window.addEventListener("error", function () { errors += 1; root.setAttribute("data-errors", String(errors)); });
  var data = JSON.parse(document.getElementById("uistate-data").textContent);
  var STATUS = { A: "added", D: "removed", M: "changed", T: "class changed" };
  var STATUS_MARK = { A: "+", D: "\u2212", M: "~", T: "~" };

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i]);
    return parent;
  }
  function badge(text, kind) { return el("span", "badge" + (kind ? " " + kind : ""), text); }
  function statusBadge(status) { return status ? el("span", "badge status-" + status, STATUS_MARK[status] + " " + STATUS[status]) : null; }
  function bytes(count) {
    if (count < 1024) return count + " B";
    if (count < 1048576) return (count / 1024).toFixed(1) + " KB";
    return (count / 1048576).toFixed(2) + " MB";
  }
  // A part built only when first opened.
  function lazy(summaryText, build, open) {
    var details = el("details");
    add(details, el("summary", null, summaryText));
    var built = false;
    function fill() { if (!built) { built = true; details.appendChild(build()); } }
    details.addEventListener("toggle", function () { if (details.open) fill(); });
    if (open) { fill(); details.open = true; }
    return details;
  }

  // Values: [key, type, text] or [key, type, header, children].
  function field(f) {
    var row = el("div", "field");
    if (f.length === 3) {
      if (f[0] !== "") add(row, el("span", "key", f[0]), el("span", "type", f[1]));
      add(row, el("span", "value", f[2]));
      return row;
    }
    var details = el("details");
    var summary = el("summary");
    if (f[0] !== "") add(summary, el("span", "key", f[0]));
    add(summary, el("span", "type", f[1]), el("span", "value", f[2]));
    details.appendChild(summary);
    var built = false;
    details.addEventListener("toggle", function () {
      if (details.open && !built) { built = true; details.appendChild(fieldList(f[3])); }
    });
    row.appendChild(details);
    return row;
  }
  function fieldList(fields) {
    var list = el("div", "fields");
    for (var i = 0; i < fields.length; i++) list.appendChild(field(fields[i]));
    return list;
  }
  function valueCell(f, className) {
    var cell = el("td", className);
    if (f === null) cell.appendChild(el("span", "absent", "absent"));
    else cell.appendChild(field(f));
    return cell;
  }
  // Changed keys, old and new side by side: [key path, kind, old, new].
  function changeTable(changes) {
    var table = el("table", "changes");
    var head = el("tr");
    add(head, el("th", null, "Key"), el("th", null, "Before"), el("th", null, "After"));
    add(table, add(el("thead"), head));
    var body = el("tbody");
    for (var i = 0; i < changes.length; i++) {
      var c = changes[i];
      var row = el("tr", "change-" + c[1]);
      add(row, el("td", "mono", c[0]), valueCell(c[2], "old"), valueCell(c[3], "new"));
      body.appendChild(row);
    }
    return add(table, body);
  }

  // Screens: one card per controller (or restorable object).
  function card(node) {
    var c = el("article", "card");
    c.tabIndex = 0;
    c.setAttribute("data-path", node.p);
    if (node.s) c.classList.add("st-" + node.s);
    if (node.top) c.classList.add("top-most");
    var heading = el("div", "heading");
    add(heading, node.i !== undefined ? el("span", "mono", "[" + node.i + "]") : null, el("h3", null, node.n), el("span", "class", node.c || "unknown class"));
    add(heading, statusBadge(node.s), node.top ? badge("top-most", "top-most") : null,
      node.fr ? badge("first responder", "first-responder") : null, node.pr ? badge("presented") : null,
      node.vc === false ? badge("restorable object") : null);
    add(c, heading, el("div", "path", node.p));
    c.setAttribute("aria-label", node.n + ", " + (node.c || "unknown class") + (node.s ? ", " + STATUS[node.s] : ""));
    if (node.d) c.appendChild(changeTable(node.d));
    if (node.k) c.appendChild(lazy("Keys (" + node.k.length + ")", function () { return fieldList(node.k); }, false));
    if (node.v) c.appendChild(lazy("Views (" + node.v.length + ")", function () { return fieldList(node.v); }, false));
    return c;
  }
  function isNavigation(node) { return /NavigationController$/.test(node.c || ""); }
  function isTabs(node) { return /TabBarController$/.test(node.c || ""); }
  function screenNode(node) {
    var wrap = el("div", "node");
    wrap.appendChild(card(node));
    var kids = node.ch || [];
    var contained = kids.filter(function (k) { return !k.pr; });
    var presented = kids.filter(function (k) { return k.pr; });
    if (contained.length) {
      var row;
      if (isNavigation(node)) { row = el("div", "stack"); row.appendChild(el("span", "caption", "stack, in push order")); }
      else if (isTabs(node)) { row = el("div", "stack"); row.appendChild(el("span", "caption", "tabs")); }
      else { row = el("div", "children"); }
      fillRow(row, contained, node);
      wrap.appendChild(row);
    }
    for (var j = 0; j < presented.length; j++) {
      var modal = el("div", "modal");
      add(modal, el("div", "caption", "presented over " + node.n), screenNode(presented[j]));
      wrap.appendChild(modal);
    }
    return wrap;
  }
  // A long list of children draws the first 50, the changed ones and the way to the
  // top-most controller; the rest comes on request, so 10,000 controllers draw quickly.
  var SHOWN = 50;
  function matters(child) {
    return child.s || (topPath && (topPath === child.p || topPath.indexOf(child.p + "/") === 0));
  }
  function fillRow(row, children, parent) {
    if (children.length <= SHOWN + 10) {
      for (var i = 0; i < children.length; i++) row.appendChild(screenNode(children[i]));
      return;
    }
    var hidden = 0;
    for (var j = 0; j < children.length; j++) {
      if (j < SHOWN || matters(children[j])) row.appendChild(screenNode(children[j]));
      else hidden += 1;
    }
    var more = el("button", "more", "Show all " + children.length + " controllers under " + parent.n + " (" + hidden + " more)");
    more.type = "button";
    more.addEventListener("click", function () {
      var caption = row.querySelector(":scope > .caption");
      row.textContent = "";
      if (caption) row.appendChild(caption);
      for (var k = 0; k < children.length; k++) row.appendChild(screenNode(children[k]));
    });
    row.appendChild(more);
  }
  var topPath = null;
  function screens(tree) {
    topPath = tree.top || null;
    var box = el("div", "tree");
    if (!tree.roots.length) box.appendChild(el("p", "absent", "No preserved controllers."));
    for (var i = 0; i < tree.roots.length; i++) box.appendChild(screenNode(tree.roots[i]));
    return box;
  }

  // Scene sessions: one column per window.
  function sessionColumn(session) {
    var column = el("article", "column");
    column.tabIndex = 0;
    column.setAttribute("data-session", session.id);
    if (session.s) column.classList.add("st-" + session.s);
    var heading = el("div", "heading");
    add(heading, el("h3", null, session.title || session.id), statusBadge(session.s));
    column.appendChild(heading);
    var list = el("dl");
    function row(label, value) { if (value) add(list, el("dt", null, label), el("dd", "mono", value)); }
    row("session", session.id);
    row("role", session.role);
    row("configuration", session.config);
    row("activity type", session.type);
    column.appendChild(list);
    if (session.d) column.appendChild(changeTable(session.d));
    if (session.storage.length) {
      column.appendChild(el("h3", null, "@SceneStorage and userInfo"));
      column.appendChild(fieldList(session.storage));
    }
    if (session.info.length) column.appendChild(lazy("Other values (" + session.info.length + ")", function () { return fieldList(session.info); }, false));
    if (session.screens) { column.appendChild(el("h3", null, "Screens")); column.appendChild(screens(session.screens)); }
    return column;
  }

  // Mac windows, to scale on the saved screen, front to back.
  function windowDetails(win) {
    var box = el("div", "panel");
    var heading = el("div", "heading");
    add(heading, el("h3", null, win.app ? "App-level records" : "Window " + win.name + (win.title ? ": " + win.title : "")), statusBadge(win.s));
    box.appendChild(heading);
    if (win.d) box.appendChild(changeTable(win.d));
    box.appendChild(lazy("windows.plist entry (" + win.entry.length + ")", function () { return fieldList(win.entry); }, false));
    for (var i = 0; i < win.objects.length; i++) {
      var object = win.objects[i];
      var c = el("article", "card");
      c.setAttribute("data-path", object.p);
      if (object.s) c.classList.add("st-" + object.s);
      add(c, add(el("div", "heading"), el("h3", null, object.name), statusBadge(object.s)), el("div", "path", object.p));
      if (object.d) c.appendChild(changeTable(object.d));
      c.appendChild(lazy("Keys (" + object.k.length + ")", (function (k) { return function () { return fieldList(k); }; })(object.k), !object.d));
      box.appendChild(c);
    }
    return box;
  }
  function desk(windows) {
    var box = el("div");
    var list = windows.list.filter(function (w) { return !w.app; });
    var placed = list.filter(function (w) { return w.frame; });
    var screen = placed.length ? placed[0].screen : null;
    var details = el("div");
    var buttons = [];
    function choose(win, button) {
      for (var i = 0; i < buttons.length; i++) buttons[i].setAttribute("aria-pressed", String(buttons[i] === button));
      details.textContent = "";
      details.appendChild(windowDetails(win));
    }
    if (screen) {
      var surface = el("div", "desk");
      surface.setAttribute("role", "group");
      surface.setAttribute("aria-label", "Screen " + screen[2] + " by " + screen[3] + " points");
      surface.style.aspectRatio = screen[2] + " / " + screen[3];
      for (var i = 0; i < placed.length; i++) {
        var w = placed[i];
        var f = w.frame;
        var button = el("button", "window");
        button.type = "button";
        button.setAttribute("data-window", w.name);
        button.setAttribute("aria-pressed", "false");
        if (w.s) button.classList.add("st-" + w.s);
        // AppKit's origin is the bottom left; the page's is the top left.
        button.style.left = ((f[0] - screen[0]) / screen[2] * 100) + "%";
        button.style.top = ((screen[1] + screen[3] - (f[1] + f[3])) / screen[3] * 100) + "%";
        button.style.width = (f[2] / screen[2] * 100) + "%";
        button.style.height = (f[3] / screen[3] * 100) + "%";
        var depth = windows.order.indexOf(w.name);
        button.style.zIndex = String(depth < 0 ? 1 : windows.order.length - depth + 1);
        add(button, el("span", "titlebar", w.title || "Window " + w.name),
          el("span", "meta", "window " + w.name + (depth >= 0 ? ", " + (depth === 0 ? "front" : "#" + (depth + 1) + " from the front") : "") + ", " + w.objects.length + " objects"));
        if (w.s) button.appendChild(el("span", "meta status-" + w.s, STATUS[w.s]));
        button.addEventListener("click", (function (win, b) { return function () { choose(win, b); }; })(w, button));
        buttons.push(button);
        surface.appendChild(button);
      }
      box.appendChild(surface);
      // Every window by name and title, front to back: a window behind another (or closed,
      // drawn where it was) hides its title bar on the desk, never here.
      var byDepth = placed.slice().sort(function (a, b) { return depthOf(a) - depthOf(b); });
      var titles = el("ul", "plain window-titles");
      for (var t = 0; t < byDepth.length; t++) {
        var tw = byDepth[t];
        var d = windows.order.indexOf(tw.name);
        var entry = el("button", "window-entry", "Window " + tw.name + (tw.title ? ": " + tw.title : "") + " (" + (d < 0 ? "not on screen" : d === 0 ? "front" : "#" + (d + 1) + " from the front") + ")");
        entry.type = "button";
        entry.addEventListener("click", (function (win) { return function () { choose(win, buttons.filter(function (b) { return b.getAttribute("data-window") === win.name; })[0]); }; })(tw));
        titles.appendChild(add(el("li"), entry, statusBadge(tw.s)));
      }
      box.appendChild(titles);
    }
    function depthOf(w) { var d = windows.order.indexOf(w.name); return d < 0 ? windows.order.length : d; }
    var others = windows.list.filter(function (w) { return w.app || !w.frame; });
    if (others.length) {
      var rest = el("ul", "plain");
      for (var j = 0; j < others.length; j++) {
        var o = others[j];
        var b = el("button", null, o.app ? "App-level records" : "Window " + o.name + (o.title ? ": " + o.title : "") + " (no saved frame)");
        b.type = "button";
        b.setAttribute("data-window", o.name);
        b.setAttribute("aria-pressed", "false");
        b.addEventListener("click", (function (win, bb) { return function () { choose(win, bb); }; })(o, b));
        buttons.push(b);
        rest.appendChild(add(el("li"), b, statusBadge(o.s)));
      }
      box.appendChild(rest);
    }
    box.appendChild(details);
    var first = placed.length ? placed.slice().sort(function (a, b) { return windows.order.indexOf(a.name) - windows.order.indexOf(b.name); })[0] : others[0];
    if (first) choose(first, buttons.filter(function (b) { return b.getAttribute("data-window") === first.name; })[0]);
    return box;
  }

  // Sizes: what makes the state big.
  function sizes(s, framework) {
    var box = el("div");
    var line = "In all " + bytes(s.total) + " as " + framework + " stores it";
    if (s.previous !== undefined) line += " (before: " + bytes(s.previous) + ")";
    box.appendChild(el("p", null, line + "."));
    var table = el("table", "sizes");
    var head = el("tr");
    add(head, el("th", null, "Object"), el("th", "bytes", "Bytes"), el("th", "bytes", "Share"), el("th", null, ""), el("th", null, "Biggest keys"));
    add(table, add(el("thead"), head));
    var body = el("tbody");
    table.appendChild(body);
    var shown = 0;
    function more(count) {
      var end = Math.min(s.entries.length, shown + count);
      for (; shown < end; shown++) {
        var e = s.entries[shown];
        var share = s.total ? e[1] * 100 / s.total : 0;
        var bar = el("div", "bar");
        bar.style.width = Math.max(share, 0.2) + "%";
        var row = el("tr");
        add(row, el("td", "mono", e[0]), el("td", "bytes", String(e[1])), el("td", "bytes", share.toFixed(1) + "%"), add(el("td", "barcell"), bar),
          el("td", "mono", e[2].map(function (k) { return k[0] + " " + k[1]; }).join(", ")));
        body.appendChild(row);
      }
      button.hidden = shown >= s.entries.length;
      button.textContent = "Show " + Math.min(200, s.entries.length - shown) + " more of " + (s.entries.length - shown);
    }
    var button = el("button", "more");
    button.type = "button";
    button.addEventListener("click", function () { more(200); });
    add(box, table, button);
    more(50);
    if (s.keys.length) {
      box.appendChild(el("h3", null, "Biggest keys"));
      var keys = el("table");
      var kh = el("tr");
      add(kh, el("th", null, "Object"), el("th", null, "Key"), el("th", "bytes", "Bytes"));
      add(keys, add(el("thead"), kh));
      var kb = el("tbody");
      for (var i = 0; i < s.keys.length; i++) {
        var k = s.keys[i];
        var r = el("tr");
        add(r, el("td", "mono", k[0]), el("td", "mono", k[1]), el("td", "bytes", String(k[2])));
        kb.appendChild(r);
      }
      box.appendChild(add(keys, kb));
    }
    return box;
  }

  // History: the branch's snapshots; one chosen shows it, two their differences.
  function history(entries) {
    var box = el("div");
    if (data.current) box.appendChild(el("p", "subtitle", "Marked stale: snapshots the app's current version (" + data.current + ") would discard."));
    var list = el("ol", "timeline");
    list.setAttribute("aria-label", "Snapshots, newest first");
    var panel = el("div", "panel");
    panel.setAttribute("aria-live", "polite");
    var chosen = [];
    var buttons = [];
    function command(args) { return el("code", "command", "uistate view " + args.join(" ")); }
    function changeList(changes, total) {
      var ul = el("ul", "plain");
      for (var i = 0; i < changes.length; i++) {
        var li = el("li", "mono status-" + changes[i][0]);
        li.textContent = STATUS_MARK[changes[i][0]] + " " + changes[i][1];
        ul.appendChild(li);
      }
      if (total > changes.length) ul.appendChild(el("li", "absent", "and " + (total - changes.length) + " more"));
      if (!total) ul.appendChild(el("li", "absent", "nothing"));
      return ul;
    }
    function describe() {
      panel.textContent = "";
      for (var b = 0; b < buttons.length; b++) buttons[b].setAttribute("aria-pressed", String(chosen.indexOf(b) >= 0));
      if (!chosen.length) { panel.appendChild(el("p", "absent", "Choose a snapshot to see what it changed, or two to compare them.")); return; }
      if (chosen.length === 1) {
        var e = entries[chosen[0]];
        panel.appendChild(el("h3", null, e.short + " " + e.subject));
        panel.appendChild(el("p", "subtitle", [e.date, e.app ? "app " + e.app : null, e.bundle ? "bundle " + e.bundle : null, e.stale ? "stale" : null].filter(Boolean).join(", ")));
        if (e.body) panel.appendChild(el("pre", "message", e.body));
        panel.appendChild(el("p", null, "Changed against its parent:"));
        panel.appendChild(changeList(e.ch, e.n));
        if (data.chosen.indexOf(e.id) >= 0) panel.appendChild(el("p", null, "Drawn above."));
        else add(panel, add(el("p", null, "To draw it: "), command([e.short])));
        return;
      }
      var newer = Math.min(chosen[0], chosen[1]), older = Math.max(chosen[0], chosen[1]);
      // The net change of each path over the snapshots after `older` up to `newer`.
      var net = {}, complete = true;
      for (var i = older - 1; i >= newer; i--) {
        var entry = entries[i];
        if (entry.n > entry.ch.length) complete = false;
        for (var j = 0; j < entry.ch.length; j++) {
          var status = entry.ch[j][0], path = entry.ch[j][1];
          var seen = net[path];
          if (!seen) net[path] = seen = { before: status !== "A" };
          seen.after = status !== "D";
        }
      }
      var changes = [];
      Object.keys(net).sort().forEach(function (path) {
        var n = net[path];
        if (n.before && n.after) changes.push(["M", path]);
        else if (n.after) changes.push(["A", path]);
        else if (n.before) changes.push(["D", path]);
      });
      panel.appendChild(el("h3", null, "From " + entries[older].short + " to " + entries[newer].short));
      panel.appendChild(el("p", null, changes.length + " object" + (changes.length === 1 ? "" : "s") + ", sessions or windows changed" + (complete ? "" : " (at least; long lists were cut)") + ":"));
      panel.appendChild(changeList(changes, changes.length));
      if (data.chosen.indexOf(entries[older].id) >= 0 && data.chosen.indexOf(entries[newer].id) >= 0 && data.chosen.length === 2) panel.appendChild(el("p", null, "Drawn above, key by key."));
      else add(panel, add(el("p", null, "Key by key: "), command([entries[older].short, entries[newer].short])));
    }
    function choose(index) {
      var at = chosen.indexOf(index);
      if (at >= 0) chosen.splice(at, 1);
      else { chosen.push(index); if (chosen.length > 2) chosen.shift(); }
      describe();
    }
    for (var i = 0; i < entries.length; i++) {
      var e = entries[i];
      var button = el("button");
      button.type = "button";
      button.setAttribute("data-id", e.id);
      if (data.chosen.indexOf(e.id) >= 0) button.classList.add("shown");
      var text = el("span", "subject", e.subject);
      var tags = el("span");
      (e.names || []).forEach(function (n) { tags.appendChild(badge(n, "name")); tags.appendChild(document.createTextNode(" ")); });
      if (e.stale) tags.appendChild(badge("stale", "stale"));
      add(button, el("span", "mono", e.short), add(el("span"), text, document.createTextNode(" "), tags),
        el("span", "when", e.date + (e.app ? " \u00b7 app " + e.app : "") + " \u00b7 " + e.n + " changed"));
      button.addEventListener("click", (function (index) { return function () { choose(index); }; })(i));
      button.addEventListener("keydown", (function (index) {
        return function (event) {
          var next = event.key === "ArrowDown" ? index + 1 : event.key === "ArrowUp" ? index - 1 : -1;
          if (next >= 0 && next < buttons.length) { event.preventDefault(); buttons[next].focus(); }
        };
      })(i));
      buttons.push(button);
      list.appendChild(add(el("li"), button));
    }
    if (!entries.length) box.appendChild(el("p", "absent", "No snapshots on the branch yet."));
    for (var c = 0; c < data.chosen.length; c++) {
      var index = entries.map(function (x) { return x.id; }).indexOf(data.chosen[c]);
      if (index >= 0) chosen.push(index);
    }
    describe();
    add(box, list, panel);
    // Older snapshots: counted by day, newest first.
    if (data.older.length) {
      var total = data.older.reduce(function (sum, d) { return sum + d[1]; }, 0) + data.olderBeyond;
      var days = el("details", "older");
      days.appendChild(el("summary", null, "Older: " + total + (data.olderComplete ? "" : "+") + " snapshot" + (total === 1 ? "" : "s") + (data.olderBeyond ? "" : " on " + data.older.length + " day" + (data.older.length === 1 ? "" : "s")) + (data.olderComplete ? "" : " (counted up to a bound: uistate gc lets the page count them all)")));
      var dayList = el("ul", "plain");
      for (var d = 0; d < data.older.length; d++) dayList.appendChild(el("li", "mono", data.older[d][0] + "  " + data.older[d][1]));
      if (data.olderBeyond) dayList.appendChild(el("li", "mono", "before " + data.older[data.older.length - 1][0] + "  " + data.olderBeyond));
      days.appendChild(dayList);
      box.appendChild(days);
    }
    return box;
  }

  function section(id, title, body) {
    var s = el("section");
    s.id = id;
    s.setAttribute("aria-labelledby", id + "-title");
    var h = el("h2", null, title);
    h.id = id + "-title";
    return add(s, h, body);
  }

  var state = data.shown;
  var header = el("header", "top");
  add(header, el("h1", null, data.title));
  var subtitle = data.old
    ? "Changes from " + data.old.label + (data.old.subject ? " (" + data.old.subject + ")" : "") + " to " + state.label + (state.subject ? " (" + state.subject + ")" : "")
    : state.label + (state.subject ? ": " + state.subject : "");
  header.appendChild(el("p", "subtitle", subtitle));
  if (data.old) {
    var legend = el("div", "legend");
    add(legend, statusBadge("A"), statusBadge("D"), statusBadge("M"), el("span", "subtitle", "Unchanged parts are drawn plain; open a card's keys for every value."));
    header.appendChild(legend);
  }
  var nav = el("nav", "sections");
  nav.setAttribute("aria-label", "Sections");
  var main = el("main");
  function addSection(id, title, body) {
    var link = el("a", null, title);
    link.href = "#" + id;
    nav.appendChild(link);
    main.appendChild(section(id, title, body));
  }
  if (state.screens) addSection("screens", "Screens", screens(state.screens));
  if (state.sessions) {
    var columns = el("div", "columns");
    for (var i = 0; i < state.sessions.length; i++) columns.appendChild(sessionColumn(state.sessions[i]));
    if (!state.sessions.length) columns.appendChild(el("p", "absent", "No scene sessions."));
    addSection("sessions", "Scene sessions", columns);
  }
  if (state.windows) addSection("windows", "Windows", desk(state.windows));
  var app = el("div");
  if (state.appChanges) app.appendChild(changeTable(state.appChanges));
  if (state.app) app.appendChild(lazy("App-level values (" + state.app.length + ")", function () { return fieldList(state.app); }, !state.screens));
  if (state.fileChanges) app.appendChild(changeTable(state.fileChanges));
  if (state.files.length) {
    var files = el("ul", "plain");
    state.files.forEach(function (f) { files.appendChild(el("li", "mono", f[0] + " (" + bytes(f[1]) + ", kept byte for byte)")); });
    app.appendChild(files);
  }
  if (app.childNodes.length) addSection("app", "App", app);
  addSection("sizes", "Sizes", sizes(state.sizes, state.windows ? "AppKit" : "UIKit"));
  addSection("history", "History", history(data.timeline));
  add(document.body, header, nav, main);
  root.setAttribute("data-ready", "1");
})();
"""#
}
