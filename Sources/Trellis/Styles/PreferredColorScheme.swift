import Foundation

/// The colour scheme a view prefers for the presentation around it
/// (``View/preferredColorScheme(_:)``): a view's own preference over its content's, else the
/// first of its subviews' in tree order; `nil` when none is set.
struct PreferredColorSchemeKey: PreferenceKey {
    static let defaultValue: ColorScheme? = nil

    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

extension LayoutResult {
    /// The colour scheme the laid-out views prefer (``View/preferredColorScheme(_:)`` anywhere
    /// in the tree: the outermost, else the first in tree order), or `nil` when none sets one.
    ///
    /// A window takes the scheme its content prefers: renderers draw their canvas in it (a
    /// dark preference draws on the dark system background), whatever the environment's
    /// scheme.
    ///
    /// ```swift
    /// let result = Text("Night").preferredColorScheme(.dark).layout(in: .unspecified)
    /// result.preferredColorScheme   // .dark
    /// ```
    public var preferredColorScheme: ColorScheme? { preference(PreferredColorSchemeKey.self) }
}
