/// The inline style sheet and filter script of the HTML report: plain CSS and a few lines of
/// script that need no server (they only show and hide elements already on the page).
enum HTMLReportAssets {
  static let style = """
    :root {
      --ink: #1d2330; --muted: #6b7385; --line: #e3e6ec; --panel: #ffffff; --page: #f5f6f8;
      --error: #c62f3c; --error-soft: #fbe9eb; --warning: #b7791f; --warning-soft: #fdf3e1;
      --ok: #2f8a4c; --ok-soft: #e6f4ea; --accent: #3557c9; --code: #f7f8fa; --hit: #fff6d6;
    }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 28px 36px 48px; background: var(--page); color: var(--ink);
      font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif; }
    code, pre, .location, .path { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    h1 { font-size: 24px; margin: 0; letter-spacing: -0.01em; }
    h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); margin: 0 0 12px; }
    h3 { font-size: 14px; margin: 0 0 10px; }
    header { margin-bottom: 20px; }
    .title { display: flex; align-items: center; gap: 12px; }
    .scope { color: var(--muted); margin: 6px 0 0; }
    .scope code { background: #e9ecf2; padding: 1px 6px; border-radius: 4px; margin-right: 4px; }
    .state { padding: 3px 10px; border-radius: 999px; font-weight: 600; font-size: 12px; }
    .state.failed { background: var(--error-soft); color: var(--error); }
    .state.warned { background: var(--warning-soft); color: var(--warning); }
    .state.passed { background: var(--ok-soft); color: var(--ok); }
    .cards { display: flex; gap: 12px; margin-top: 16px; flex-wrap: wrap; }
    .card { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px; min-width: 140px; }
    .card .number { display: block; font-size: 26px; font-weight: 650; }
    .card .label { color: var(--muted); font-size: 12px; }
    .card.error .number { color: var(--error); }
    .card.warning .number { color: var(--warning); }
    .overview { display: grid; grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr); gap: 16px; margin-bottom: 16px; align-items: start; }
    td code { font-size: 12.5px; }
    .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 16px 18px; }
    .chart svg { max-width: 100%; height: auto; }
    .bars text { font: 12px ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; fill: var(--ink); }
    .bars text.value { fill: var(--muted); }
    .bars rect.error { fill: var(--error); }
    .bars rect.warning { fill: #e0a43a; }
    table { width: 100%; border-collapse: collapse; }
    th { text-align: left; font-weight: 600; color: var(--muted); font-size: 12px; border-bottom: 1px solid var(--line); padding: 4px 6px; }
    td { border-bottom: 1px solid var(--line); padding: 6px; vertical-align: top; }
    tr:last-child td { border-bottom: none; }
    .n { text-align: right; white-space: nowrap; width: 1%; }
    td .summary { display: block; color: var(--muted); font-size: 12px; }
    .rule-link { color: var(--ink); text-decoration: none; }
    .rule-link:hover code { text-decoration: underline; }
    .count.error { color: var(--error); font-weight: 600; }
    .count.warning { color: var(--warning); font-weight: 600; }
    .muted { color: var(--muted); font-weight: normal; }
    .gate { display: inline-block; width: 9px; height: 9px; border-radius: 50%; margin-right: 8px; }
    .gate.failed { background: var(--error); } .gate.warned { background: #e0a43a; } .gate.passed { background: var(--ok); }
    .filters { position: sticky; top: 0; z-index: 1; display: flex; gap: 18px; align-items: center; background: var(--page);
      padding: 10px 0; border-bottom: 1px solid var(--line); margin-bottom: 14px; }
    .filters select { font: inherit; padding: 3px 6px; border-radius: 6px; border: 1px solid var(--line); background: var(--panel); }
    .filters .shown { margin-left: auto; color: var(--muted); }
    .file { margin-bottom: 18px; }
    .path { word-break: break-all; }
    .finding { background: var(--panel); border: 1px solid var(--line); border-left: 4px solid var(--warning); border-radius: 8px;
      padding: 12px 16px; margin-bottom: 10px; }
    .finding.error { border-left-color: var(--error); }
    .head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
    .badge { font-size: 11px; font-weight: 700; text-transform: uppercase; padding: 1px 7px; border-radius: 4px; }
    .badge.error { background: var(--error-soft); color: var(--error); }
    .badge.warning { background: var(--warning-soft); color: var(--warning); }
    .rule { font-weight: 600; }
    .location { color: var(--muted); font-size: 12px; margin-left: auto; }
    .message { margin: 8px 0; font-size: 14.5px; }
    pre.code { background: var(--code); border: 1px solid var(--line); border-radius: 6px; padding: 6px 0; margin: 8px 0;
      overflow-x: auto; font-size: 12.5px; line-height: 1.5; }
    pre.code .line { display: block; padding: 0 12px 0 0; white-space: pre; }
    pre.code .line.hit { background: var(--hit); }
    pre.code .ln { display: inline-block; width: 4.5em; padding-right: 1em; text-align: right; color: #a0a6b3; user-select: none; }
    pre.code mark { background: transparent; text-decoration: underline wavy var(--error); text-underline-offset: 3px; color: inherit; }
    .finding.warning pre.code mark { text-decoration-color: #d08a1c; }
    .fix { margin: 6px 0; color: var(--ok); }
    details { margin-top: 6px; }
    summary { cursor: pointer; color: var(--accent); }
    details p { margin: 6px 0; color: #363d4d; max-width: 75em; }
    .sources { margin: 4px 0; padding-left: 18px; color: var(--muted); font-size: 12px; }
    .clean p { margin: 0; }
    .decisions ul { margin: 0; padding-left: 18px; color: var(--muted); }
    footer { margin-top: 28px; color: var(--muted); font-size: 12px; }
    .hidden { display: none !important; }
    @media (max-width: 900px) { .overview { grid-template-columns: 1fr; } body { padding: 16px; } }
    @media print { .filters { display: none; } details { display: block; } body { background: #fff; } }
    """

  /// Shows the findings whose severity is ticked and whose rule is selected, hides the files
  /// left empty, and says how many are shown. Clicking a rule in the table selects it.
  static let script = """
    (function () {
      var severities = Array.prototype.slice.call(document.querySelectorAll('.severity-filter'));
      var ruleSelect = document.getElementById('rule-filter');
      var shown = document.getElementById('shown');
      if (!ruleSelect) { return; }
      function apply() {
        var allowed = {};
        severities.forEach(function (box) { allowed[box.value] = box.checked; });
        var rule = ruleSelect.value;
        var count = 0;
        document.querySelectorAll('.file').forEach(function (file) {
          var visible = 0;
          file.querySelectorAll('.finding').forEach(function (finding) {
            var show = allowed[finding.getAttribute('data-severity')] &&
              (rule === '' || finding.getAttribute('data-rule') === rule);
            finding.classList.toggle('hidden', !show);
            if (show) { visible += 1; }
          });
          file.classList.toggle('hidden', visible === 0);
          count += visible;
        });
        shown.textContent = count + (count === 1 ? ' finding' : ' findings') + ' shown';
      }
      severities.forEach(function (box) { box.addEventListener('change', apply); });
      ruleSelect.addEventListener('change', apply);
      document.querySelectorAll('.rule-link').forEach(function (link) {
        link.addEventListener('click', function (event) {
          event.preventDefault();
          ruleSelect.value = link.getAttribute('data-rule');
          apply();
          document.getElementById('filters').scrollIntoView();
        });
      });
    })();
    """
}
