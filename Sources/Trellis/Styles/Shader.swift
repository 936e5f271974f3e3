import Foundation

// Metal shaders: `ShaderLibrary`, `ShaderFunction`, `Shader` and its arguments, and the
// `colorEffect`, `distortionEffect` and `layerEffect` modifiers. Trellis runs no Metal: a
// shader is kept as a value (its function's name and arguments compare as in SwiftUI), a view
// under a shader effect is laid out and drawn as without it, and a shader used as a shape
// style fills nothing (docs/differences.md, "Materials, redaction and prominence").

/// A Metal shader library: the `.metallib` a shader function is looked up in.
///
/// ```swift
/// let ripple = ShaderLibrary.ripple(.float(12), .boundingRect)   // a Shader
/// ```
///
/// Trellis loads no library: a function is named, not compiled (see ``Shader``).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    // Unchecked: what identifies a library (a bundle's path, a URL, data) is immutable.
    enum Source: Equatable {
        case main, bundle(String), url(URL), data(Data)
    }

    let source: Source

    /// The default library of the main bundle.
    public static let `default` = ShaderLibrary(source: .main)

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: .bundle(bundle.bundlePath))
    }

    /// The library compiled into `data` (a `.metallib`'s contents).
    public init(data: Data) {
        source = .data(data)
    }

    /// The library in the `.metallib` file at `url`.
    public init(url: URL) {
        source = .url(url)
    }

    init(source: Source) {
        self.source = source
    }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}

/// A function of a ``ShaderLibrary``; calling it with arguments makes a ``Shader``.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader of this function with `args` after the arguments SwiftUI passes itself (the
    /// position, and the colour or layer).
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A Metal shader function with its arguments, for a shader effect or as a shape style.
///
/// Inert headless: Trellis runs no Metal, so a view under `colorEffect`, `distortionEffect`
/// or `layerEffect` is drawn without the effect, and a shader used as a fill draws nothing.
/// The value itself is kept and compares as in SwiftUI.
public struct Shader: Equatable, Sendable {
    /// A value passed to a shader function.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Float]), floatArray([Float]), boundingRect, color(Color), colorArray([Color]), image(String), data(Data)
        }

        let value: Value

        /// One float.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
        /// Two floats.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Float(x), Float(y)])) }
        /// Three floats.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }
        /// Four floats.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }
        /// A point as two floats.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        /// A size as two floats.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        /// A vector as two floats.
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        /// An array of floats.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floatArray(array)) }
        /// The bounds of the view the shader draws, as four floats.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colorArray(array)) }
        /// An image, as a texture.
        public static func image(_ image: Image) -> Argument { Argument(value: .image(String(describing: image))) }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
    }

    /// How a shader is used, to compile it for that use ahead of time.
    public struct UsageType: Hashable, Sendable {
        let name: String

        /// As a shape style.
        public static let shapeStyle = UsageType(name: "shapeStyle")
        /// In `colorEffect`.
        public static let colorEffect = UsageType(name: "colorEffect")
        /// In `distortionEffect`.
        public static let distortionEffect = UsageType(name: "distortionEffect")
        /// In `layerEffect`.
        public static let layerEffect = UsageType(name: "layerEffect")
    }

    /// The shader function.
    public var function: ShaderFunction
    /// The arguments after those SwiftUI passes itself.
    public var arguments: [Argument]
    /// Whether the shader's colours are dithered: `true` unless set (SwiftUI dithers shape
    /// styles). Recorded only.
    public var dithersColor = true

    /// A shader of `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// Compiles the shader for `type` ahead of its first use. Headless there is nothing to
    /// compile: it returns at once, without error.
    public func compile(as type: UsageType) async throws {}
}

extension Shader: ResolvableStyle {
    /// A shader fills nothing headless (no Metal runs).
    func color(in environment: EnvironmentValues) -> Color { .clear }
}

nonisolated extension View {
    /// Colours each pixel of the view by a Metal shader. Inert headless: the view is drawn
    /// without the effect (docs/differences.md).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Moves each pixel of the view by a Metal shader, up to `maxSampleOffset`. Inert
    /// headless: the view is drawn without the effect.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Draws the view's layer through a Metal shader that may sample it up to
    /// `maxSampleOffset` away. Inert headless: the view is drawn without the effect.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(SnapshotInertModifier())
    }
}

extension GraphicsContext.Filter {
    /// A filter colouring what is drawn by a Metal shader. Inert headless: nothing changes.
    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .inert("colorShader"))
    }

    /// A filter moving what is drawn by a Metal shader. Inert headless: nothing changes.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .inert("distortionShader"))
    }

    /// A filter drawing the layer through a Metal shader. Inert headless: nothing changes.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .inert("layerShader"))
    }
}
