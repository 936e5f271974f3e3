// UIKit's label, which SwiftUI code wraps in a `UIViewRepresentable`: its intrinsic content
// size is its text laid out in its font, and SwiftUI sizes the representable from that size
// and the label's priorities (251 hugging, 750 compression resistance). On iOS `import
// SwiftUI` brings UIKit; off Apple's platforms this module declares that part.
#if !canImport(Darwin)
import Foundation

/// A view that displays one or more lines of informational text (UIKit's `UILabel`).
///
/// Its ``intrinsicContentSize`` is its text laid out by Trellis's text engine in its
/// ``font`` (the 17-point system font by default) on iOS: one line wide (a label of
/// ``numberOfLines`` 0 or more than 1 wraps only at a positive ``preferredMaxLayoutWidth``,
/// as in UIKit), each line as tall as the font's line (SF's ascent and descent for the system
/// font: 20.33 points at 17 points), both rounded up to whole pixels: of the display scale
/// of the layout that shows it in a ``UIViewRepresentable`` (as UIKit rounds to its screen's),
/// else of `UIScreen.main`. An empty label is 0 × 0. Its content hugging priority is 251 and its compression resistance
/// 750 on both axes, as in UIKit, so in a ``UIViewRepresentable`` it takes a larger proposal
/// and keeps its size under a smaller one (swiftui-web `ios/representable/label`).
///
/// Its first baseline is its first line's, its text centred vertically in its bounds as UIKit
/// draws it, which aligns it with SwiftUI text in an `HStack(alignment: .firstTextBaseline)`.
/// Nothing is drawn headless: ``textColor`` and ``textAlignment`` are kept for code that
/// reads them, and a label too small for its text is not truncated.
///
/// ```swift
/// let label = UILabel()
/// label.text = "Hello"
/// label.intrinsicContentSize   // about 39 × 20.33 (the text's width in the system font)
/// ```
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text that the label displays (`nil` by default).
    open var text: String?

    /// The font of the text: the 17-point system font by default, and again when set to `nil`.
    open var font: UIFont! {
        get { storedFont ?? UIFont.systemFont(ofSize: 17) }
        set { storedFont = newValue }
    }

    /// The color of the text (kept, not drawn headless; `nil` stands for UIKit's label color).
    open var textColor: UIColor!

    /// The technique for aligning the text (kept, not drawn headless; natural by default).
    open var textAlignment: NSTextAlignment = .natural

    /// The technique for wrapping and truncating the label's text (kept: headless a label's
    /// text is measured whole and never truncated; truncating the tail by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// The maximum number of lines for rendering text: 1 by default, 0 for as many as the
    /// text needs. A negative value counts as 0.
    open var numberOfLines = 1

    /// The preferred maximum width, in points, of a multiline label: a label of
    /// ``numberOfLines`` other than 1 wraps its intrinsic content size at this width when it
    /// is positive (0 by default: one line).
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// The font set, if any.
    private var storedFont: UIFont?

    /// The pixels per point the label's sizes are rounded to: the display scale of the layout
    /// that shows it (a representable's host sets it), else `UIScreen.main`'s.
    var pixelScale: CGFloat?

    /// Creates a label with the specified frame rectangle, hugging its content at 251 on both
    /// axes as UIKit's labels do.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    }

    /// The label's text laid out in its font: one line, or wrapped at
    /// ``preferredMaxLayoutWidth`` when the label may show more than one line.
    open override var intrinsicContentSize: CGSize {
        let width: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 && preferredMaxLayoutWidth.isFinite
            ? preferredMaxLayoutWidth : nil
        return textSize(fittingWidth: width)
    }

    /// Asks the label for the size that best fits `size`: its text wrapped at `size.width`
    /// when it may show more than one line, else on one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines != 1 && size.width > 0 && size.width.isFinite ? size.width : nil
        return textSize(fittingWidth: width)
    }

    /// The distance from the top of a label `height` tall to its first line's baseline: the
    /// font's ascent below the top of the text, which is centred vertically in the label,
    /// rounded down to whole pixels (a 17-point label's is 16 at 2×, as iOS 26 draws it).
    func firstBaseline(height: CGFloat, width: CGFloat) -> CGFloat {
        let metrics = lineMetrics
        let lines = CGFloat(lineCount(fittingWidth: numberOfLines == 1 ? nil : width))
        let top = (height - lines * metrics.line) / 2
        return pixelFloored(top + metrics.ascent)
    }

    /// The distance from the top of a label `height` tall to its last line's baseline.
    func lastBaseline(height: CGFloat, width: CGFloat) -> CGFloat {
        let lines = CGFloat(lineCount(fittingWidth: numberOfLines == 1 ? nil : width))
        return firstBaseline(height: height, width: width) + pixelFloored((lines - 1) * lineMetrics.line)
    }

    /// The size of the text in the font, wrapped at `width` when there is one, rounded up to
    /// the screen's pixels; 0 × 0 for an empty label.
    private func textSize(fittingWidth width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let lines = lineCount(fittingWidth: width)
        let laidOut = measuredText(fittingWidth: width).width
        return CGSize(width: pixelCeiled(laidOut), height: pixelCeiled(CGFloat(lines) * lineMetrics.line))
    }

    /// How many lines the text takes at `width` (one line when `nil`), at most
    /// ``numberOfLines`` when that is positive.
    private func lineCount(fittingWidth width: CGFloat?) -> Int {
        guard let text, !text.isEmpty else { return 1 }
        guard width != nil || text.contains(where: \.isNewline) else { return 1 }
        let one = measuredText(fittingWidth: nil, text: "X").height
        let all = measuredText(fittingWidth: width).height
        guard one > 0, all.isFinite else { return 1 }
        let count = max(1, Int((all / one).rounded()))
        return numberOfLines > 0 ? min(count, numberOfLines) : count
    }

    /// The font's line: its ascent and its height (ascent and descent), in points. The system
    /// font and text styles take SF's (UIKit's font); a named font its line as Trellis lays it
    /// out, with SF's proportion of ascent.
    private var lineMetrics: (ascent: CGFloat, line: CGFloat) {
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        let size: CGFloat
        switch font.kind {
        case .system, .textStyle: size = font.pointSize
        case .named:
            let line = measuredText(fittingWidth: nil, text: "X").height
            return (line * UILabel.sfAscent / UILabel.sfLine, line)
        }
        return (size * UILabel.sfAscent, size * UILabel.sfLine)
    }

    /// SF's ascent per point of size: 1950 of its 2048 units (SF Pro's `hhea`, as Trellis's
    /// system font metrics take it).
    private static let sfAscent: CGFloat = 1950.0 / 2048.0

    /// SF's line (ascent and descent) per point of size: 287/240 (iOS records 11.958 for
    /// 10 points; a 17-point label is 20.33 tall, 20.5 at 2×).
    private static let sfLine: CGFloat = 287.0 / 240.0

    /// The size of `text` (the label's by default) laid out by Trellis in the label's font on
    /// iOS, wrapped at `width` when there is one, within ``numberOfLines`` lines.
    private func measuredText(fittingWidth width: CGFloat?, text: String? = nil) -> CGSize {
        var environment = EnvironmentValues()
        environment.targetPlatform = .iOS
        let lines = numberOfLines > 0 ? numberOfLines : nil
        let shown = Text(verbatim: text ?? self.text ?? "").font(Font(font ?? UIFont.systemFont(ofSize: 17)))
            .lineLimit(width == nil && text == nil && numberOfLines == 1 ? 1 : lines)
        return shown.layout(in: ProposedViewSize(width: width, height: nil), environment: environment).size
    }

    /// The pixels per point sizes are rounded to: ``pixelScale`` when it is finite and
    /// positive, else `UIScreen.main`'s.
    private var scale: CGFloat {
        guard let pixelScale, pixelScale.isFinite, pixelScale > 0 else { return UIScreen.main.scale }
        return pixelScale
    }

    /// `value` rounded up to whole pixels.
    private func pixelCeiled(_ value: CGFloat) -> CGFloat {
        (value * scale - 0.0001).rounded(.up) / scale
    }

    /// `value` rounded down to whole pixels.
    private func pixelFloored(_ value: CGFloat) -> CGFloat {
        (value * scale + 0.0001).rounded(.down) / scale
    }
}
#endif
