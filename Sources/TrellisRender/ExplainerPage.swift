import Foundation
import Trellis

/// Writes a layout trace as a self-contained HTML page that explains every view's size.
///
/// The page shows the picture (the SVG, inline) next to the view tree. Hovering a view in the
/// picture or in the tree highlights its frame and shows, for that view, the proposal it was
/// placed with, its frame, and every size question it received, in order, with the answer
/// and who asked; clicking keeps the selection. Everything is inline (no network, no files),
/// so the page can be mailed or attached to a bug report.
///
/// ```swift
/// let trace = LayoutTrace(ProfileCard(), in: ProposedViewSize(width: 390, height: 844))
/// try ExplainerPage(title: "Profile card").render(trace).write(toFile: "card.html", atomically: true, encoding: .utf8)
/// ```
public struct ExplainerPage: Sendable {
    /// The page's title.
    public var title: String

    /// The SVG paint of the picture's canvas (`SVGRenderer`'s `background`): `"#000000"` for a
    /// scene in the dark colour scheme, as `trellis render --dark` draws it.
    public var background: String

    /// Creates a page with a title, its picture drawn on `background`.
    public init(title: String = "Trellis layout", background: String = "#ffffff") {
        self.title = title
        self.background = background
    }

    /// The HTML page for `trace`.
    public func render(_ trace: LayoutTrace) -> String {
        let svg = SVGRenderer(showsFrames: false, background: background, textAsPaths: false).document(trace.result, hitAreas: true)
        let data = Self.data(of: trace).serialized(htmlSafe: true)
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(Format.xml(title))</title>
        <style>
        \(Self.style)
        </style>
        </head>
        <body>
        <header><h1>\(Format.xml(title))</h1><p>Hover over a view in the picture or in the tree to see each size question it was asked and its answer; click to keep it selected.</p></header>
        <main>
        <section id="picture">
        \(svg)</section>
        <section id="details"><p class="hint">No view selected.</p></section>
        <section id="tree"></section>
        </main>
        <script id="trace-data" type="application/json">\(data)</script>
        <script>
        \(Self.script)
        </script>
        </body>
        </html>

        """
    }

    /// The trace as data for the page's script: one entry per traced view.
    static func data(of trace: LayoutTrace) -> JSONValue {
        let elements = trace.result.elements
        let entries: [JSONValue] = trace.entries.enumerated().map { index, entry in
            let element = entry.element.map { elements[$0] }
            let questions: [JSONValue] = entry.questions.map { question in
                let asker: String
                switch question.asker {
                case .host:
                    asker = entry.parent == nil ? "the host" : "the host, for its placement"
                case let .container(call, proposal):
                    let container = entry.parent.map { trace.entries[$0].name } ?? "its container"
                    asker = call == .spacing
                        ? "\(container).spacing" : "\(container).\(call.rawValue) for \(Format.proposal(proposal))"
                }
                return .object([
                    ("order", .number(CGFloat(question.order))),
                    ("proposal", .string(Format.proposal(question.proposal))),
                    ("answer", .string(Format.size(question.answer))),
                    ("asker", .string(asker)),
                ])
            }
            return .object([
                ("index", .number(CGFloat(index))),
                ("name", .string(entry.name)),
                ("id", entry.id.map { .string(String(describing: $0.base)) } ?? .null),
                ("depth", .number(CGFloat(entry.depth))),
                ("parent", entry.parent.map { .number(CGFloat($0)) } ?? .null),
                ("element", entry.element.map { .number(CGFloat($0)) } ?? .null),
                ("frame", element.map { .string(Format.rect($0.frame)) } ?? .null),
                ("box", element.map { .value($0.frame) } ?? .null),
                ("placedWith", element.map { .string(Format.proposal($0.proposal)) } ?? .null),
                ("questions", .array(questions)),
            ])
        }
        return .object([
            ("entries", .array(entries)),
            ("diagnostics", .array(trace.result.diagnostics.map { .string($0.description) })),
        ])
    }

    static let style = """
    body { font: 14px/1.4 system-ui, 'DejaVu Sans', sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
    header { padding: 12px 20px; background: #fff; border-bottom: 1px solid #ddd; }
    h1 { font-size: 18px; margin: 0 0 4px; }
    header p { margin: 0; color: #666; }
    main { display: grid; grid-template-columns: auto minmax(320px, 1fr) minmax(220px, 300px); gap: 16px; padding: 16px 20px; align-items: start; }
    #details, #tree { min-width: 0; }
    #tree { overflow-x: auto; }
    #picture svg { background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.15); display: block; }
    .trellis-hit { fill: transparent; stroke: none; pointer-events: all; cursor: pointer; }
    .trellis-hit.hover { fill: rgba(0,122,255,.12); stroke: #007aff; stroke-width: 1; }
    .trellis-hit.selected { fill: rgba(255,45,149,.12); stroke: #ff2d95; stroke-width: 1.5; }
    #details, #tree { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 10px 14px; }
    #details h2 { font-size: 15px; margin: 0 0 6px; }
    #details table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    #details td, #details th { text-align: left; padding: 2px 6px; border-bottom: 1px solid #eee; vertical-align: top; overflow-wrap: anywhere; }
    #details th { color: #666; font-weight: normal; }
    .hint { color: #888; }
    #tree div { white-space: nowrap; width: max-content; min-width: 100%; box-sizing: border-box; cursor: pointer; padding: 1px 4px; border-radius: 4px; font-family: 'DejaVu Sans Mono', monospace; font-size: 12px; }
    #tree div:hover, #tree div.hover { background: #e8f0fe; }
    #tree div.selected { background: #ffe3f1; }
    #tree div.hidden-view { color: #999; }
    #tree p { overflow-wrap: anywhere; }
    """

    static let script = #"""
    (function () {
      const data = JSON.parse(document.getElementById('trace-data').textContent);
      const entries = data.entries;
      const details = document.getElementById('details');
      const tree = document.getElementById('tree');
      const hits = new Map();
      document.querySelectorAll('.trellis-hit').forEach(function (rect) {
        hits.set(Number(rect.getAttribute('data-index')), rect);
      });
      const rows = [];
      let selected = null;

      function entryOfElement(elementIndex) {
        return entries.find(function (e) { return e.element === elementIndex; });
      }
      function text(tag, content, className) {
        const node = document.createElement(tag);
        node.textContent = content;
        if (className) node.className = className;
        return node;
      }
      function show(entry) {
        details.replaceChildren();
        if (!entry) { details.appendChild(text('p', 'No view selected.', 'hint')); return; }
        details.appendChild(text('h2', entry.name + (entry.id !== null ? '  #' + entry.id : '')));
        const facts = document.createElement('table');
        function fact(label, value) {
          const row = document.createElement('tr');
          row.appendChild(text('th', label));
          row.appendChild(text('td', value));
          facts.appendChild(row);
        }
        if (entry.element === null) {
          fact('shown', 'no: its container left it out');
        } else {
          fact('placed with', entry.placedWith);
          fact('frame', entry.frame);
        }
        details.appendChild(facts);
        details.appendChild(text('p', entry.questions.length + ' size question(s), in order:'));
        const table = document.createElement('table');
        const head = document.createElement('tr');
        ['#', 'proposal', 'answer', 'asked by'].forEach(function (h) { head.appendChild(text('th', h)); });
        table.appendChild(head);
        // The same question asked again in a row by the same asker is one row: its first and
        // last order, and its count.
        const runs = [];
        entry.questions.forEach(function (q) {
          const last = runs[runs.length - 1];
          if (last && last.proposal === q.proposal && last.answer === q.answer && last.asker === q.asker) {
            last.last = q.order;
            last.count += 1;
          } else {
            runs.push({ first: q.order, last: q.order, count: 1, proposal: q.proposal, answer: q.answer, asker: q.asker });
          }
        });
        runs.forEach(function (q) {
          const row = document.createElement('tr');
          row.appendChild(text('td', q.count > 1 ? q.first + '–' + q.last : String(q.first)));
          row.appendChild(text('td', q.proposal));
          row.appendChild(text('td', q.answer + (q.count > 1 ? ' (×' + q.count + ')' : '')));
          row.appendChild(text('td', q.asker));
          table.appendChild(row);
        });
        details.appendChild(table);
      }
      function mark(entry, className, on) {
        if (!entry) return;
        const rect = entry.element === null ? null : hits.get(entry.element);
        if (rect) rect.classList.toggle(className, on);
        if (rows[entry.index]) rows[entry.index].classList.toggle(className, on);
      }
      function hover(entry) {
        entries.forEach(function (e) { mark(e, 'hover', false); });
        mark(entry, 'hover', true);
        if (!selected) show(entry);
      }
      function select(entry) {
        mark(selected, 'selected', false);
        selected = selected === entry ? null : entry;
        mark(selected, 'selected', true);
        show(selected || entry);
      }
      entries.forEach(function (entry) {
        const row = text('div', '\u00a0\u00a0'.repeat(entry.depth) + entry.name + (entry.id !== null ? ' #' + entry.id : ''),
          entry.element === null ? 'hidden-view' : '');
        row.addEventListener('mouseenter', function () { hover(entry); });
        row.addEventListener('click', function () { select(entry); });
        tree.appendChild(row);
        rows[entry.index] = row;
      });
      hits.forEach(function (rect, elementIndex) {
        const entry = entryOfElement(elementIndex);
        rect.addEventListener('mouseenter', function () { hover(entry); });
        rect.addEventListener('mouseleave', function () { mark(entry, 'hover', false); });
        rect.addEventListener('click', function () { select(entry); });
      });
      data.diagnostics.forEach(function (d) { tree.appendChild(text('p', '! ' + d, 'hint')); });
    })();
    """#
}
