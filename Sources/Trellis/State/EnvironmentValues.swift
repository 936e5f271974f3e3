import Foundation

/// A collection of environment values propagated through a view hierarchy.
///
/// Trellis reads the values that affect layout. Give the host an environment to lay out
/// right to left or to round frames for a display scale:
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.layoutDirection = .rightToLeft
/// environment.displayScale = 3
/// let result = view.layout(in: ProposedViewSize(width: 390, height: 844), environment: environment)
/// ```
public struct EnvironmentValues: Sendable, Equatable {
    /// The layout direction: left to right by default.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The display scale: the number of pixels per point. Frames in a layout result are rounded
    /// to multiples of `1 / displayScale`. 1 by default, as in SwiftUI's default environment.
    ///
    /// Scales from 1/100 to 100 are used as they are. One outside that range (or NaN, or
    /// infinite) makes pixels whose size is not a number Trellis can round to (a scale of 1e-320
    /// has pixels of infinite size, one of 1e308 turns every frame's position into infinity
    /// once multiplied out): frames are then rounded at scale 1, and the layout reports it.
    public var displayScale: CGFloat = 1

    /// The default font of text in the view: `.body` when `nil`.
    public var font: Font?

    /// The maximum number of lines text can occupy; `nil` for no limit.
    public var lineLimit: Int?

    /// Where text that does not fit is truncated: at the tail by default.
    public var truncationMode: Text.TruncationMode = .tail

    /// How lines of multiline text align within the text's frame: leading by default.
    public var multilineTextAlignment: TextAlignment = .leading

    /// The extra space between lines of text, in points: 0 by default.
    public var lineSpacing: CGFloat = 0

    /// How far text may shrink to fit: 1 (no shrinking) by default.
    public var minimumScaleFactor: CGFloat = 1

    // Set by the `bold()`, `italic()`, `fontWeight(_:)` and `monospacedDigit()` view modifiers.
    var textWeight: Font.Weight?
    var textItalic = false
    var textMonospacedDigit = false
    /// The lines text makes room for even when it has fewer (`lineLimit(2...4)`).
    var reservedLines = 0
    /// The colour shapes and text are drawn in: `.primary` when `nil`.
    var foregroundColor: Color?
    /// The values of keys declared outside Trellis, and objects put in the environment.
    var custom = CustomEnvironmentValues()
    /// The anchors `defaultScrollAnchor(_:)` and `defaultScrollAnchor(_:for:)` set for the
    /// scroll views inside.
    var scrollAnchors = ScrollAnchors()
    /// The margins `contentMargins` sets for the content of the scroll views inside.
    var scrollContentMargins = EdgeInsets()
    /// Whether `scrollClipDisabled` turned off the clipping of the scroll views inside.
    var scrollClipDisabled = false
    /// The axes the scroll views around scroll: a lazy stack along one resolves lazily.
    var enclosingScrollAxes: Axis.Set = []
    /// The platform reproduced (``targetPlatform``).
    var platform = TargetPlatform.iOS
    /// The line the shapes inside are traced with (`stroke`), or `nil`: filled.
    var shapeStroke: StrokeStyle?
    /// What the list modifiers set (`listStyle`, `listSectionSpacing`…).
    var list = ListEnvironment()
    /// The colour scheme (``colorScheme``): light by default.
    var scheme = ColorScheme.light
    /// The colour effects around (`brightness`, `grayscale`…), outermost first: a stored
    /// property, not a keyed value, because every colour leaf asks whether there are any.
    var colorFilters: [ColorFilter] = []
    /// The tint `tint(_:)` sets, resolved to a colour (``tint``); `nil`: the accent colour.
    var tintColor: Color?
    /// What the text modifiers of styled text set for the text inside (`kerning`, `textCase`…).
    var textRunStyle = TextRunEnvironment()
    /// The Dynamic Type size (``dynamicTypeSize``).
    var typeSize = DynamicTypeSize.large
    /// The horizontal size class (``horizontalSizeClass``): unknown by default.
    var horizontalSize: UserInterfaceSizeClass?
    /// The vertical size class (``verticalSizeClass``): unknown by default.
    var verticalSize: UserInterfaceSizeClass?

    /// Creates an environment with default values.
    public init() {}

    /// The display scales used as they are (see ``displayScale``).
    static let usableDisplayScales: ClosedRange<CGFloat> = 0.01 ... 100

    /// The scale frames are rounded at: ``displayScale``, or 1 when it is outside
    /// ``usableDisplayScales``.
    var pixelScale: CGFloat { Self.usableDisplayScales.contains(displayScale) ? displayScale : 1 }

    /// What is wrong with ``displayScale``, if it is not usable.
    var displayScaleProblem: String? {
        Self.usableDisplayScales.contains(displayScale)
            ? nil : "is \(displayScale), outside 0.01...100; frames are rounded at scale 1"
    }
}
