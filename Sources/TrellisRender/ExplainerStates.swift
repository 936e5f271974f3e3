import Foundation
import Trellis

extension ExplainerPage {
    /// The HTML page for a change between two states: both pictures side by side above the
    /// explainer of the second state.
    ///
    /// Above the usual page (the picture, tree and size questions of `end`) sit the picture
    /// before the change and the one after it; with `animation`, between them, the change
    /// itself (``AnimatedSVGRenderer``'s SVG) with a time slider that scrubs through it (the
    /// page pauses its CSS animations and sets their time, through the Web Animations API) and
    /// a button that plays it. Two buttons choose which state the explainer below explains:
    /// the first state's page is inside the page too (an `iframe`'s `srcdoc`), so the page
    /// still needs nothing from outside.
    ///
    /// ```swift
    /// let page = ExplainerPage(title: "Profile switch").render(before, then: after, animation: change)
    /// ```
    ///
    /// - Parameters:
    ///   - start: The trace of the layout before the change.
    ///   - end: The trace of the layout after it, explained below the pictures.
    ///   - animation: The change between them, or `nil` for the two pictures alone.
    public func render(_ start: LayoutTrace, then end: LayoutTrace, animation: LayoutAnimation? = nil) -> String {
        var page = render(end)
        let renderer = SVGRenderer(showsFrames: false, background: background, textAsPaths: false)
        var figures = "<section id=\"states\">\n"
        figures += "<figure id=\"state-before\"><figcaption>Before the change</figcaption>\n"
            + Self.inline(renderer.render(start.result), prefix: "before-") + "</figure>\n"
        if let animation {
            let svg = AnimatedSVGRenderer(background: background).render(animation)
            // At most a day on the slider: a longer animation's end is past what a slider shows.
            let milliseconds = Int(min(animation._shownDuration, 86_400) * 1000)
            figures += "<figure id=\"state-change\"><figcaption>The change, at <output id=\"state-time\">0 s</output></figcaption>\n"
                + Self.inline(svg, prefix: "change-")
                + "<div class=\"state-controls\"><input id=\"state-slider\" type=\"range\" min=\"0\" max=\"\(milliseconds)\" step=\"1\" value=\"0\" "
                + "aria-label=\"time in milliseconds\"> <button id=\"state-play\" type=\"button\">Play</button></div></figure>\n"
        }
        figures += "<figure id=\"state-after\"><figcaption>After the change</figcaption>\n"
            + Self.inline(renderer.render(end.result), prefix: "after-") + "</figure>\n"
        figures += "</section>\n"
        figures += "<nav id=\"state-explain\">Explain the state <button id=\"explain-after\" type=\"button\" class=\"chosen\">after the change</button> "
            + "<button id=\"explain-before\" type=\"button\">before the change</button></nav>\n"
        if let header = page.range(of: "</header>\n") { page.insert(contentsOf: figures, at: header.upperBound) }
        // The first state's own page, in a frame of its own (its ids and script apart), shown
        // instead of the second's when asked.
        let before = "<iframe id=\"explain-before-page\" title=\"The state before the change, explained\" hidden srcdoc=\"\(Format.xml(render(start)))\"></iframe>\n"
        if let main = page.range(of: "</main>\n") { page.insert(contentsOf: before, at: main.upperBound) }
        if let style = page.range(of: "</style>\n") { page.insert(contentsOf: Self.statesStyle + "\n", at: style.lowerBound) }
        if let body = page.range(of: "</body>", options: .backwards) {
            page.insert(contentsOf: "<script>\n\(Self.statesScript)\n</script>\n", at: body.lowerBound)
        }
        return page
    }

    /// An SVG document as markup for inside the page: without its XML declaration, its ids
    /// (and the references to them) prefixed, so that they differ from the other pictures'.
    static func inline(_ document: String, prefix: String) -> String {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        let svg = lines.filter { !$0.hasPrefix("<?xml") }.joined(separator: "\n")
        return svg.replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)").replacingOccurrences(of: "=\"url(#", with: "=\"url(#\(prefix)")
    }

    static let statesStyle = """
    #states { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px 20px 0; align-items: flex-start; }
    #states figure { margin: 0; background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 8px 10px; }
    #states figcaption { color: #666; margin-bottom: 6px; }
    #states svg { display: block; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
    .state-controls { display: flex; align-items: center; gap: 8px; margin-top: 6px; }
    .state-controls input { flex: 1; }
    [hidden] { display: none !important; }
    #state-explain { padding: 12px 20px 0; color: #666; }
    #state-explain button.chosen { font-weight: bold; }
    #explain-before-page { display: block; width: 100%; height: 900px; border: 0; }
    """

    static let statesScript = #"""
    (function () {
      const svg = document.querySelector('#state-change svg');
      const slider = document.getElementById('state-slider');
      const label = document.getElementById('state-time');
      if (!svg || !slider) return;
      function animations() { return svg.getAnimations({ subtree: true }); }
      function seek(ms) {
        animations().forEach(function (a) { a.pause(); a.currentTime = ms; });
        label.textContent = (ms / 1000).toFixed(3).replace(/\.?0+$/, '') + ' s';
      }
      slider.addEventListener('input', function () { seek(Number(slider.value)); });
      document.getElementById('state-play').addEventListener('click', function () {
        slider.value = slider.max;
        label.textContent = 'playing';
        animations().forEach(function (a) { a.currentTime = 0; a.play(); });
      });
      seek(0);
    })();
    (function () {
      const main = document.querySelector('main');
      const frame = document.getElementById('explain-before-page');
      const after = document.getElementById('explain-after'), before = document.getElementById('explain-before');
      if (!main || !frame || !after || !before) return;
      function choose(showBefore) {
        main.hidden = showBefore;
        frame.hidden = !showBefore;
        before.classList.toggle('chosen', showBefore);
        after.classList.toggle('chosen', !showBefore);
        const inner = frame.contentDocument;
        if (showBefore && inner && inner.body) frame.style.height = (inner.documentElement.scrollHeight + 20) + 'px';
      }
      after.addEventListener('click', function () { choose(false); });
      before.addEventListener('click', function () { choose(true); });
    })();
    """#
}
