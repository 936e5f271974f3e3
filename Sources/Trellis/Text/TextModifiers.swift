import Foundation

nonisolated extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the maximum number of lines that text can occupy in this view; `nil` for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number).environment(\.reservedLines, 0)
    }

    /// Sets the number of lines text can occupy: at most `limit.upperBound`, and room for at
    /// least `limit.lowerBound` even when the text is shorter.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, limit.lowerBound)
    }

    /// Sets the number of lines text can occupy: no limit, and room for at least
    /// `limit.lowerBound` lines even when the text is shorter.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLines, limit.lowerBound)
    }

    /// Sets the maximum number of lines text can occupy.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, 0)
    }

    /// Sets a limit of `limit` lines; when `reservesSpace` is true, the text makes room for all
    /// of them even when it is shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.reservedLines, reservesSpace ? limit : 0)
    }

    /// Sets the truncation mode for lines of text that are too long to fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.textWeight, isActive ? .bold : nil)
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.textItalic, isActive)
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.textWeight, weight)
    }

    /// Modifies the fonts of all child views to use fixed-width digits.
    public func monospacedDigit() -> some View {
        environment(\.textMonospacedDigit, true)
    }
}
