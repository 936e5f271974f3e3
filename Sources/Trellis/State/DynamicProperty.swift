import Foundation

/// An interface for a stored variable that updates an external property of a view.
///
/// `@Environment`, `@State`, `@Binding`, `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` are dynamic properties. Before Trellis reads a view's `body` (or a
/// modifier's `body(content:)`), it gives each of them, and each one inside a dynamic property
/// of your own, what it reads: the environment of the place where the view is.
///
/// ```swift
/// struct Spacing: DynamicProperty {
///     @Environment(\.layoutDirection) var direction
///     var leading: CGFloat { direction == .leftToRight ? 8 : 16 }
/// }
/// ```
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value. Trellis gives dynamic properties
    /// their environment directly and does not call this method (its default does nothing).
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// A dynamic property that reads the environment of the view it is in (``Environment``,
/// ``EnvironmentObject``): it keeps it in a box the copies of the view share.
protocol EnvironmentReader {
    /// Gives the property the environment of its view.
    func install(_ environment: EnvironmentValues)
}

/// The environment a dynamic property reads, shared by the copies of the view it is in.
final class EnvironmentBox {
    var environment: EnvironmentValues?
}

/// Finds the dynamic properties of a view or modifier and gives them their environment.
enum DynamicProperties {
    /// Whether a value of this type has a dynamic property among its stored properties.
    static func exist(in value: Any) -> Bool {
        Mirror(reflecting: value).children.contains { $0.value is DynamicProperty }
    }

    /// Gives every dynamic property stored in `value` (and in dynamic properties stored in it)
    /// `environment`.
    static func install(_ environment: EnvironmentValues, into value: Any) {
        for child in Mirror(reflecting: value).children {
            if let reader = child.value as? EnvironmentReader {
                reader.install(environment)
            } else if child.value is DynamicProperty {
                install(environment, into: child.value)
            }
        }
    }
}

extension Resolver {
    /// Gives the dynamic properties of `value`, a view or modifier whose body is about to be
    /// read, the current environment. Types without any are remembered: the last two seen cost
    /// two comparisons here (a list's rows and their content alternate), others a table lookup.
    @inlinable
    mutating func installDynamicProperties<T>(in value: T) {
        let type = ObjectIdentifier(T.self)
        if type == recentPlainTypes.0 || type == recentPlainTypes.1 { return }
        installDynamicPropertiesLooking(in: value)
    }

    /// ``installDynamicProperties(in:)`` past its two recent types.
    @usableFromInline
    mutating func installDynamicPropertiesLooking<T>(in value: T) {
        guard dynamicPropertyTypes.value(for: T.self, compute: { _ in DynamicProperties.exist(in: value) }) else {
            recentPlainTypes = (ObjectIdentifier(T.self), recentPlainTypes.0)
            return
        }
        DynamicProperties.install(environment, into: value)
    }
}
