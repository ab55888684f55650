/// The page's stylesheet: system fonts (nothing to load), light and dark by
/// `prefers-color-scheme`, standard CSS that Chromium and Safari both draw.
enum PageStyle {
    static let css = #"""
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --card: #f5f5f7; --accent: #0066cc;
  --added: #1a7f37; --added-bg: #dafbe1; --removed: #cf222e; --removed-bg: #ffebe9;
  --changed: #9a6700; --changed-bg: #fff8c5; --focus: #0071e3; --screen: #e8eef7; --window: #ffffff;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #161618; --fg: #f5f5f7; --muted: #a1a1a6; --line: #3a3a3c; --card: #232326; --accent: #4aa3ff;
    --added: #56d364; --added-bg: #12361d; --removed: #ff7b72; --removed-bg: #471a1a;
    --changed: #e3b341; --changed-bg: #3b2f0b; --focus: #4aa3ff; --screen: #1f2a38; --window: #2c2c2f;
  }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif; }
code, .value, .path, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 12.5px; }
header.top { padding: 18px 24px 8px; border-bottom: 1px solid var(--line); }
header.top h1 { margin: 0 0 4px; font-size: 22px; }
.subtitle { color: var(--muted); }
pre.message { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.5em 0; }
nav.sections { display: flex; gap: 14px; padding: 8px 24px; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: var(--bg); z-index: 50; flex-wrap: wrap; }
nav.sections a { color: var(--accent); text-decoration: none; }
nav.sections a:hover, nav.sections a:focus { text-decoration: underline; }
main { padding: 8px 24px 48px; }
section { margin-top: 22px; }
h2 { font-size: 18px; margin: 0 0 10px; }
h3 { font-size: 15px; margin: 0; }
:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.legend { display: flex; gap: 12px; flex-wrap: wrap; margin: 8px 0; }
.badge { display: inline-block; padding: 0 6px; border-radius: 9px; font-size: 11.5px; border: 1px solid var(--line); color: var(--muted); white-space: nowrap; }
.badge.top-most { border-color: var(--accent); color: var(--accent); }
.badge.first-responder { border-color: var(--changed); color: var(--changed); }
.badge.stale { border-color: var(--removed); color: var(--removed); }
.badge.name { border-color: var(--accent); color: var(--accent); }
.status-A { color: var(--added); } .status-D { color: var(--removed); } .status-M, .status-T { color: var(--changed); }
.tree { overflow-x: auto; padding-bottom: 6px; }
.node { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.children { display: flex; flex-direction: column; gap: 8px; margin-left: 22px; padding-left: 12px; border-left: 2px solid var(--line); }
.stack { display: flex; flex-direction: row; gap: 10px; align-items: flex-start; margin-left: 22px; padding: 8px; border: 1px dashed var(--line); border-radius: 10px; }
.stack > .caption, .children > .caption { font-size: 11.5px; color: var(--muted); writing-mode: vertical-rl; transform: rotate(180deg); }
.children > .caption { writing-mode: horizontal-tb; transform: none; }
.modal { margin-left: 34px; padding: 8px; border-radius: 12px; box-shadow: 0 6px 22px rgba(0,0,0,.22); border: 1px solid var(--line); background: var(--bg); }
.modal > .caption { font-size: 11.5px; color: var(--muted); margin-bottom: 6px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 8px 10px; min-width: 220px; max-width: 560px; }
.card.top-most { border: 2px solid var(--accent); }
.card.st-A, .column.st-A, .window.st-A { border-color: var(--added); background: var(--added-bg); }
.card.st-D, .column.st-D, .window.st-D { border-color: var(--removed); background: var(--removed-bg); opacity: .85; }
.card.st-M, .card.st-T, .column.st-M, .window.st-M { border-color: var(--changed); background: var(--changed-bg); }
.card .heading { display: flex; gap: 6px; align-items: baseline; flex-wrap: wrap; }
.card .class { color: var(--muted); }
.path { color: var(--muted); word-break: break-all; }
details { margin-top: 4px; }
summary { cursor: pointer; color: var(--accent); }
.fields { margin: 4px 0 0 4px; }
.field { padding: 1px 0; word-break: break-word; }
.field > .key, summary > .key { font-weight: 600; }
.type { color: var(--muted); font-size: 11px; margin: 0 4px; }
.field details { margin: 0; }
.field .fields { margin-left: 16px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 3px 8px; border-bottom: 1px solid var(--line); }
th { font-weight: 600; color: var(--muted); }
table.changes { margin-top: 6px; background: var(--bg); }
table.changes td.old { background: var(--removed-bg); }
table.changes td.new { background: var(--added-bg); }
.absent { color: var(--muted); font-style: italic; }
.columns { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 14px; }
.column { border: 1px solid var(--line); border-radius: 12px; padding: 10px; background: var(--bg); }
.column dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 6px 0; }
.column dt { color: var(--muted); }
.column dd { margin: 0; word-break: break-all; }
.desk { position: relative; width: 100%; max-width: 980px; background: var(--screen); border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
.window { position: absolute; display: flex; flex-direction: column; border: 1px solid var(--line); border-radius: 8px; background: var(--window); box-shadow: 0 4px 16px rgba(0,0,0,.2); padding: 0; text-align: left; font: inherit; color: inherit; cursor: pointer; overflow: hidden; }
.window .titlebar { padding: 4px 8px; border-bottom: 1px solid var(--line); font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.window .meta { padding: 4px 8px; color: var(--muted); font-size: 12px; }
.window[aria-pressed="true"] { outline: 3px solid var(--accent); }
.bar { height: 8px; background: var(--accent); border-radius: 4px; min-width: 1px; }
.barcell { width: 25%; min-width: 120px; }
.window-titles .window-entry { background: none; border: none; padding: 2px 0; font: inherit; color: inherit; cursor: pointer; text-align: left; }
td.bytes, th.bytes { text-align: right; white-space: nowrap; }
ol.timeline { list-style: none; margin: 0; padding: 0; max-height: 420px; overflow-y: auto; border: 1px solid var(--line); border-radius: 10px; }
ol.timeline li { border-bottom: 1px solid var(--line); }
ol.timeline button { display: grid; grid-template-columns: 7ch 1fr auto; gap: 8px; width: 100%; text-align: left; padding: 6px 10px; border: 0; background: transparent; color: inherit; font: inherit; cursor: pointer; }
ol.timeline button[aria-pressed="true"] { background: var(--changed-bg); }
ol.timeline button.shown .subject { font-weight: 600; }
.when { color: var(--muted); white-space: nowrap; }
.panel { margin-top: 12px; padding: 10px; border: 1px solid var(--line); border-radius: 10px; }
.command { user-select: all; background: var(--card); padding: 2px 6px; border-radius: 6px; }
ul.plain { list-style: none; padding-left: 0; margin: 4px 0; }
.more { margin-top: 6px; }
"""#
}
