import Foundation
import Trellis

/// The page `trellis serve` shows: the explainer page (TrellisRender's `ExplainerPage`), with a
/// bar that shows the scene's state and the proposal, and a script that keeps the page live.
///
/// The script long-polls `/events?since=VERSION`; when the scene changes it fetches
/// `/explain?width=…&height=…` (the explainer page of the new layout) and swaps its picture,
/// tree and data into this page, then runs the explainer's script on them again. A broken save
/// only shows its error in the bar: the picture stays the last good one. The dashed box around
/// the picture is the proposal: dragging its right or bottom edge (or its corner) asks for a
/// layout at the new size, while dragging and when released; a view selected in the tree stays
/// selected across redraws while its row is still there. The page's title names the scene,
/// the size of the picture shown and "⚠" while the file has an error. Once the edge was
/// dragged, the address keeps the proposal (`?width=…&height=…`), so a reload shows the same
/// size; until then the page follows the scene file's own proposal.
///
/// `trellis preview` uses the same page with pickers in the bar (`Settings.pickers`: the
/// preview, the device, the colour scheme), whose values every layout request carries and the
/// address keeps, a note while a build runs, and links to the preview's PNG and SVG.
enum PlaygroundPage {
    /// A picker in the page's bar: a `<select>` whose value is sent with every layout request as
    /// the query parameter `name`. An option with a size (a device) also sets the proposal.
    struct Picker {
        struct Option {
            let value: String
            let label: String
            /// The proposal the option sets: `(width, height)`, `nil` for unspecified; `nil` for
            /// an option that sets none.
            var size: (width: Double?, height: Double?)?
        }

        let name: String
        let label: String
        let options: [Option]
        let value: String
    }

    /// What the page's script starts from.
    struct Settings {
        var title: String
        var version: Int
        var error: String?
        /// Whether the page watches for changes (`/events`).
        var watching: Bool
        var proposal: ProposedViewSize
        /// Whether the proposal is the user's (the address named a width or height).
        var chosen: Bool
        /// What the bar says while there is no error (`nil`: that the page is live).
        var note: String? = nil
        var pickers: [Picker] = []
        /// Whether the bar links the `preview` picker's preview as PNG and SVG (`/NAME.png`).
        var imageLinks = false
    }

    /// The live page: `explainer` (an `ExplainerPage`) with the bar, its style and its script.
    /// `chosen`: whether the proposal is the user's (the address named a width or height);
    /// otherwise the page follows the scene's own proposal when the file changes it.
    @MainActor static func render(explainer: String, playground: Playground, proposal: ProposedViewSize, chosen: Bool) -> String {
        render(explainer: explainer, settings: Settings(
            title: playground.title, version: playground.version, error: playground.error, watching: playground.file != nil,
            proposal: proposal, chosen: chosen))
    }

    /// The live page: `explainer` (an `ExplainerPage`) with the bar, its style and its script.
    static func render(explainer: String, settings: Settings) -> String {
        func dimension(_ value: CGFloat?) -> Any { value.map { Double($0) } ?? NSNull() }
        let pickers: [[String: Any]] = settings.pickers.map { picker in
            [
                "name": picker.name, "label": picker.label, "value": picker.value,
                "options": picker.options.map { option -> [String: Any] in
                    var object: [String: Any] = ["value": option.value, "label": option.label]
                    if let size = option.size {
                        object["width"] = size.width ?? NSNull()
                        object["height"] = size.height ?? NSNull()
                    }
                    return object
                },
            ]
        }
        let config: [String: Any] = [
            "title": settings.title, "version": settings.version, "error": settings.error ?? NSNull(),
            "watching": settings.watching, "width": dimension(settings.proposal.width), "height": dimension(settings.proposal.height),
            "chosen": settings.chosen, "note": settings.note ?? NSNull(), "pickers": pickers, "imageLinks": settings.imageLinks,
        ]
        let json = (try? JSONSerialization.data(withJSONObject: config, options: [.sortedKeys]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        // JSON inside <script>: no "<" at all, so neither "</script" nor "<!--" (which would
        // swallow the live script that follows) can appear, whatever a file name or error holds.
        let safeJSON = htmlSafe(json)
        let additions = """
        <div id="live-bar"><span id="live-state"></span><span id="live-pickers"></span><span id="live-size"></span><span id="live-links"></span><pre id="live-error" hidden></pre></div>
        <script id="live-config" type="application/json">\(safeJSON)</script>
        <style>
        \(style)
        </style>
        <script id="live-script">
        \(script)
        </script>

        """
        guard let end = explainer.range(of: "</body>", options: .backwards) else { return explainer + additions }
        return explainer.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: additions)
    }

    static let style = """
    #live-bar { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: baseline; padding: 6px 20px; background: #1d1d1f; color: #f5f5f7; font-size: 13px; }
    #live-state.live::before { content: '● '; color: #30d158; }
    #live-state.broken::before { content: '● '; color: #ff453a; }
    #live-state.offline::before { content: '● '; color: #8e8e93; }
    #live-state.busy::before { content: '● '; color: #ffd60a; }
    #live-pickers select { margin-left: 4px; margin-right: 10px; font: inherit; }
    #live-links a { color: #64d2ff; margin-right: 8px; }
    #live-error { flex-basis: 100%; margin: 2px 0 0; color: #ffb4ae; white-space: pre-wrap; font: 12px/1.4 'DejaVu Sans Mono', monospace; }
    #picture { position: relative; }
    #live-frame { position: absolute; left: 0; top: 0; border: 1px dashed #8e8e93; box-sizing: content-box; margin: -1px; pointer-events: none; }
    .live-handle { position: absolute; pointer-events: auto; background: transparent; touch-action: none; }
    .live-handle:hover, .live-handle.dragging { background: rgba(0,122,255,.35); }
    #live-handle-right { top: 0; right: -6px; width: 10px; height: 100%; cursor: ew-resize; }
    #live-handle-bottom { left: 0; bottom: -6px; height: 10px; width: 100%; cursor: ns-resize; }
    #live-handle-corner { right: -8px; bottom: -8px; width: 14px; height: 14px; cursor: nwse-resize; border-radius: 7px; background: rgba(0,122,255,.5); }
    """

    /// JSON text that can sit inside an HTML `<script>` element: `<`, `>` and `&` (and the
    /// line separators JavaScript once refused in strings) as `\u` escapes, which JSON reads
    /// back as the same characters.
    static func htmlSafe(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static let script = #"""
    (function () {
      const config = JSON.parse(document.getElementById('live-config').textContent);
      const bar = document.getElementById('live-bar');
      const state = document.getElementById('live-state');
      const sizeLabel = document.getElementById('live-size');
      const errorBox = document.getElementById('live-error');
      const pickerBox = document.getElementById('live-pickers');
      const links = document.getElementById('live-links');
      const header = document.querySelector('header');
      if (header) header.after(bar); else document.body.prepend(bar);
      let version = config.version;
      let error = config.error;
      let note = config.note;
      let offline = false;
      const pickers = {};
      const proposal = { width: config.width, height: config.height };
      let chosen = config.chosen;
      let shown = JSON.stringify(proposal);
      let loading = false;
      let stale = false;


      function round(value) { return Math.round(value * 100) / 100; }
      function picture() { return document.querySelector('#picture svg'); }
      function pictureSize() {
        const svg = picture();
        return svg ? { width: Number(svg.getAttribute('width')), height: Number(svg.getAttribute('height')) } : { width: 0, height: 0 };
      }
      function describe(value) { return value === null ? 'unspecified' : String(round(value)); }
      function query() {
        let text = 'width=' + describe(proposal.width) + '&height=' + describe(proposal.height);
        Object.keys(pickers).forEach(function (name) { text += '&' + name + '=' + encodeURIComponent(pickers[name].value); });
        return text;
      }
      // The bar's pickers: choosing an option asks for the layout again; a device's option
      // also sets the proposal to its screen.
      function setOptions(select, options, value) {
        select.textContent = '';
        options.forEach(function (option) {
          const element = document.createElement('option');
          element.value = option.value;
          element.textContent = option.label;
          select.appendChild(element);
        });
        select.value = options.some(function (o) { return o.value === value; }) ? value : (options[0] ? options[0].value : '');
      }
      (config.pickers || []).forEach(function (picker) {
        const label = document.createElement('label');
        label.textContent = picker.label;
        const select = document.createElement('select');
        select.id = 'live-picker-' + picker.name;
        setOptions(select, picker.options, picker.value);
        select.addEventListener('change', function () {
          const option = picker.options.find(function (o) { return o.value === select.value; });
          if (option && 'width' in option) { proposal.width = option.width; proposal.height = option.height; }
          chosen = true;
          stale = true;
          placeFrame();
          showState();
          refresh();
        });
        label.appendChild(select);
        pickerBox.appendChild(label);
        pickers[picker.name] = select;
      });
      function showLinks() {
        links.textContent = '';
        if (!config.imageLinks || !pickers.preview || !pickers.preview.value) return;
        ['png', 'svg'].forEach(function (format) {
          const link = document.createElement('a');
          link.href = encodeURIComponent(pickers.preview.value) + '.' + format + '?' + query();
          link.textContent = format.toUpperCase();
          link.id = 'live-link-' + format;
          links.appendChild(link);
        });
      }
      function showState() {
        const size = pictureSize();
        state.className = offline ? 'offline' : error ? 'broken' : note ? 'busy' : 'live';
        state.textContent = offline ? 'server stopped' : error ? 'the last save has an error: showing the last good one'
          : note ? note : config.watching ? 'live: redrawn when the file is saved' : 'built-in scene';
        showLinks();
        sizeLabel.textContent = 'proposal ' + describe(proposal.width) + ' × ' + describe(proposal.height)
          + ' · picture ' + round(size.width) + ' × ' + round(size.height) + ' · drag the dashed edge to resize';
        errorBox.hidden = !error;
        errorBox.textContent = error || '';
        document.title = (error ? '⚠ ' : '') + config.title + ' · ' + round(size.width) + '×' + round(size.height);
      }

      // The dashed box of the proposal, with its handles, over the picture.
      function installFrame() {
        const section = document.getElementById('picture');
        if (!section) return;
        let frame = document.getElementById('live-frame');
        if (!frame) {
          frame = document.createElement('div');
          frame.id = 'live-frame';
          ['right', 'bottom', 'corner'].forEach(function (edge) {
            const handle = document.createElement('div');
            handle.id = 'live-handle-' + edge;
            handle.className = 'live-handle';
            handle.addEventListener('pointerdown', function (event) { startDrag(event, handle, edge); });
            frame.appendChild(handle);
          });
        }
        section.appendChild(frame);
        placeFrame();
      }
      function placeFrame() {
        const frame = document.getElementById('live-frame');
        if (!frame) return;
        const size = pictureSize();
        const width = proposal.width === null ? size.width : proposal.width;
        const height = proposal.height === null ? size.height : proposal.height;
        frame.style.width = width + 'px';
        frame.style.height = height + 'px';
        const section = document.getElementById('picture');
        section.style.minWidth = (width + 12) + 'px';
        section.style.minHeight = (height + 12) + 'px';
      }
      function startDrag(event, handle, edge) {
        event.preventDefault();
        const size = pictureSize();
        const start = { x: event.clientX, y: event.clientY,
          width: proposal.width === null ? size.width : proposal.width,
          height: proposal.height === null ? size.height : proposal.height };
        handle.classList.add('dragging');
        chosen = true;
        // On the window, not the handle: a redraw replaces the picture the handle sits on.
        function move(e) {
          if (edge !== 'bottom') proposal.width = Math.max(0, Math.round(start.width + e.clientX - start.x));
          if (edge !== 'right') proposal.height = Math.max(0, Math.round(start.height + e.clientY - start.y));
          placeFrame();
          showState();
          refresh();
        }
        function end(e) {
          move(e);
          handle.classList.remove('dragging');
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', end);
          window.removeEventListener('pointercancel', end);
        }
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', end);
        window.addEventListener('pointercancel', end);
      }

      // Swaps the explainer page of the new layout into this page and runs its script again.
      function apply(html) {
        const page = new DOMParser().parseFromString(html, 'text/html');
        const main = document.querySelector('main'), newMain = page.querySelector('main');
        const data = document.getElementById('trace-data'), newData = page.getElementById('trace-data');
        if (!main || !newMain || !data || !newData) return;
        // The view selected in the tree stays selected when its row is still there.
        const rows = function () { return Array.from(document.querySelectorAll('#tree > div')); };
        const selectedRow = document.querySelector('#tree > div.selected');
        const selectedIndex = rows().indexOf(selectedRow), selectedLabel = selectedRow && selectedRow.textContent;
        main.replaceWith(document.adoptNode(newMain));
        data.textContent = newData.textContent;
        page.querySelectorAll('script:not([id]):not([type])').forEach(function (old) {
          const script = document.createElement('script');
          script.textContent = old.textContent;
          document.body.appendChild(script);
          script.remove();
        });
        const row = rows()[selectedIndex];
        if (row && row.textContent === selectedLabel) row.click();
        installFrame();
        showState();
      }
      // Asks for the layout at the current proposal; one request at a time, the last proposal wins.
      function refresh() {
        if (loading) return;
        const wanted = JSON.stringify(proposal);
        if (wanted === shown && !stale) return;
        loading = true;
        stale = false;
        fetch('explain?' + query()).then(function (response) {
          if (!response.ok) return response.text().then(function (text) { throw new Error(text); });
          return response.text();
        }).then(function (html) {
          shown = wanted;
          apply(html);
          if (chosen) history.replaceState(null, '', '?' + query());
        }).catch(function (e) {
          error = String(e.message || e);
          showState();
        }).finally(function () {
          loading = false;
          if (stale || JSON.stringify(proposal) !== shown) refresh();
        });
      }
      function watch() {
        fetch('events?since=' + version).then(function (response) { return response.json(); }).then(function (status) {
          offline = false;
          if (status.version !== version) {
            version = status.version;
            error = status.error;
            note = status.note || null;
            if (Array.isArray(status.previews) && pickers.preview) {
              setOptions(pickers.preview, status.previews.map(function (name) { return { value: name, label: name }; }), pickers.preview.value);
            }
            if (!chosen && !error) { proposal.width = status.width; proposal.height = status.height; }
            stale = !error;
            if (error) showState(); else refresh();
          }
          watch();
        }).catch(function () {
          offline = true;
          showState();
          setTimeout(watch, 1000);
        });
      }
      installFrame();
      showState();
      if (config.watching) watch();
    })();
    """#
}
