import Foundation

// Symbol images with a variable value, a symbol image's own rendering mode, and the dynamic
// range images may use. Symbol glyphs are Apple's and are not shipped (a symbol is drawn as a
// labelled placeholder box in one colour), and Trellis's renderers draw standard dynamic
// range only: these are accepted so code using them compiles, and lay out as SwiftUI does.

extension Image {
    /// Creates a system symbol image with a variable value: how much of the symbol's variable
    /// layers are drawn (0 to 1), for symbols that have them (`wifi`, `speaker.wave.3`).
    ///
    /// The image is sized as ``Image/init(systemName:)`` sizes it: the value changes what is
    /// drawn inside the symbol, not its size. Trellis draws a placeholder box for a symbol,
    /// whatever the value (docs/differences.md).
    ///
    /// ```swift
    /// Image(systemName: "wifi", variableValue: signal)
    /// ```
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// Creates a labeled image from the named image resource, with a variable value for a
    /// symbol image in an asset catalog. The image is looked up and sized as
    /// ``Image/init(_:bundle:)`` does; the value does not change its size.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// Creates a labeled image from the named image resource with the specified label, with
    /// a variable value for a symbol image in an asset catalog (see
    /// `init(_:variableValue:bundle:)`).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
    }

    /// Creates an unlabeled, decorative image from the named image resource, with a variable
    /// value for a symbol image in an asset catalog (see `init(_:variableValue:bundle:)`).
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
    }

    /// Sets the rendering mode for this symbol image, or `nil` for the symbol's own. The
    /// image lays out as before; Trellis draws a symbol's placeholder in one colour whatever
    /// the mode (as `View.symbolRenderingMode(_:)`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        self
    }

    /// The dynamic range an image may use: standard, or the high dynamic range of HDR
    /// content. Trellis's renderers draw standard dynamic range whatever is allowed.
    public struct DynamicRange: Hashable, Sendable {
        let kind: Int

        /// Restrict the image content dynamic range to the standard range.
        public static let standard = DynamicRange(kind: 0)
        /// Allow image content to use some extended range, appropriate for mixing HDR content
        /// with SDR content.
        public static let constrainedHigh = DynamicRange(kind: 1)
        /// Allow image content to use an unrestricted extended range.
        public static let high = DynamicRange(kind: 2)
    }

    /// Returns a new image configured with the specified allowed dynamic range, or `nil` for
    /// the environment's. It lays out as before; Trellis's renderers draw standard dynamic
    /// range (docs/differences.md).
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image {
        self
    }
}

extension EnvironmentValues {
    /// The allowed dynamic range for the view, or `nil` (the default) for the system's
    /// default. Kept in the environment; Trellis's renderers draw standard dynamic range.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { custom.value(for: ObjectIdentifier(Image.DynamicRange.self)) as? Image.DynamicRange }
        set { custom.set(newValue as Any, for: ObjectIdentifier(Image.DynamicRange.self)) }
    }
}

nonisolated extension View {
    /// Sets the allowed dynamic range for images within the view, or `nil` for the system's
    /// default (``EnvironmentValues/allowedDynamicRange``).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
