import Foundation

/// A type that represents a height where a sheet naturally rests.
///
/// On iOS 26 a sheet at its largest height, `.large`, reaches from 31 points below the top of
/// the view it covers to the bottom, the view's full width; a sheet resting lower floats 6
/// points in from the sides and the bottom, with every corner rounded.
///
/// ```swift
/// Text("Details").presentationDetents([.medium, .large])
/// ```
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium
        case large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    let kind: Kind
    /// A custom detent's height for a context (`nil`: not available). (Unsafe: it calls the
    /// detent type's static `height(in:)`, which reads only its context.)
    nonisolated(unsafe) let customHeight: ((Context) -> CGFloat?)?

    init(_ kind: Kind, customHeight: ((Context) -> CGFloat?)? = nil) {
        self.kind = kind
        self.customHeight = customHeight
    }

    /// The system detent for a sheet at approximately half the height of the screen, and
    /// inactive in compact height: 351 of a 667-point window (swiftui-web's reading of
    /// `ios/sheet/medium`), scaled with the window's height.
    public static let medium = PresentationDetent(.medium)

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(.large)

    /// A custom detent with the specified fractional height of the large detent's.
    ///
    /// - Parameter fraction: A fraction of the large detent's height; a value that is not a
    ///   finite number above 0 makes the detent unavailable.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(.fraction(fraction))
    }

    /// A custom detent with the specified height, at most the large detent's.
    ///
    /// - Parameter height: The height; a value that is not a finite number above 0 makes the
    ///   detent unavailable.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(.height(height))
    }

    /// A custom detent with a calculated height.
    ///
    /// - Parameter type: The type of the ``CustomPresentationDetent`` that computes the height.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(.custom(ObjectIdentifier(type)), customHeight: { D.height(in: $0) })
    }

    /// Information that you use to calculate the presentation's height.
    @dynamicMemberLookup
    public struct Context {
        /// The height that the presentation appears in: the large detent's.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// The environment value a key path names, where the sheet is presented.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }

    /// Whether two detents are the same.
    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.kind == b.kind }

    /// Hashes the detent's kind.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// The height of the sheet at this detent in a view `height` tall (`nil`: unavailable).
    func sheetHeight(in height: CGFloat, environment: EnvironmentValues) -> CGFloat? {
        let largest = SheetMetrics.largeHeight(in: height)
        let value: CGFloat?
        switch kind {
        case .large: value = largest
        case .medium: value = height * SheetMetrics.mediumRatio
        case .fraction(let fraction): value = largest * fraction
        case .height(let points): value = points
        case .custom: value = customHeight?(Context(maxDetentValue: largest, environment: environment))
        }
        guard let value, value.isFinite, value > 0 else { return nil }
        return Swift.min(value, largest)
    }
}

/// The definition of a custom detent with a calculated height.
///
/// ```swift
/// struct Bar: CustomPresentationDetent {
///     static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.3 }
/// }
/// ```
public protocol CustomPresentationDetent {
    /// The type of the context the height is calculated in.
    typealias Context = PresentationDetent.Context

    /// Calculates and returns a height based on the context; `nil` makes the detent
    /// unavailable.
    ///
    /// - Parameter context: Information that can help to determine the height of the detent.
    static func height(in context: Context) -> CGFloat?
}

/// The iOS 26 sheet's metrics.
///
/// Sources: swiftui-web's reading of the pixels of its goldens `ios/sheet/basic` and
/// `ios/sheet/medium` (iOS 26 simulator, 375 × 667; `Docs/elements/iOS.md`, "Sheet"): the
/// window dims 20 % black; the large sheet is the window's width from 31 points down to the
/// bottom with 39-point top corners; a medium sheet is 351 points tall, 6 in from the sides
/// and the bottom, every corner 39, on the regular material; the grabber 36 × 5, 5 below the
/// top, black at 25 %. Heights for other windows and detents are derived (docs/differences.md).
enum SheetMetrics {
    static let topInset: CGFloat = 31
    static let cornerRadius: CGFloat = 39
    static let floatingInset: CGFloat = 6
    static let mediumRatio: CGFloat = 351 / 667
    static let dim = Color.black.opacity(0.2)
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberInset: CGFloat = 5
    /// The regular material over the dimmed white, as drawn: 239 grey.
    static let floatingBackground = Color(red: 239 / 255, green: 239 / 255, blue: 239 / 255)

    /// The large detent's height in a view `height` tall.
    static func largeHeight(in height: CGFloat) -> CGFloat { Swift.max(height - topInset, 0) }
}
